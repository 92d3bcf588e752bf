"""Exit status of the `savepoint` command (documented in the README and --help: a contract).

Its own module, importing nothing, so that the paths that must start fast (an agent's hook call)
can name them without loading the model."""

EXIT_OK = 0
EXIT_PARTIAL = 10
EXIT_ROLLED_BACK = 11
EXIT_FATAL = 12
EXIT_USAGE = 2
EXIT_INTERNAL = 70
EXIT_IOERR = 74  # savepoint's own I/O failed (disk full, permission denied): EX_IOERR
EXIT_RETRY = 75
EXIT_CANCELLED = 130
