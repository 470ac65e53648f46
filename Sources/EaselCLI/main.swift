EaselCommand.mainWithExitCodes()
