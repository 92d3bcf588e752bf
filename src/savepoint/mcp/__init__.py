"""`savepoint mcp`: savepoint's tools for AI agents over the Model Context Protocol.

`tools` holds the tool contract and implementations (no SDK needed); `server` serves them with
the official `mcp` SDK, the optional extra `savepoint[mcp]`.
"""
