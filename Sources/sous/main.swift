import SousCLI

await SousCommand.main()
