"""Remotes: checkpoints on S3-compatible object storage or a shared folder (`savepoint[s3]`).

`config` keeps the named remotes of a store; `repo` reads and writes the remote format
(docs/store-format.md, "Remote repositories"). obstore is imported only when a remote is used.
"""

from savepoint.remote.config import Remote, add_remote, get_remote, list_remotes, remove_remote

__all__ = ["Remote", "add_remote", "get_remote", "list_remotes", "remove_remote"]
