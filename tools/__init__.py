"""Project tools that write files from the package: the start page and launch links."""
