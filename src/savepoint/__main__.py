from savepoint.cli import main

main()
