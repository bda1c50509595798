import SousCLI

SousCommand.main()
