// The `tabtestkit` command line; everything it does lives in the TABTestKitCLI library.
import TABTestKitCLI

TABTestKitCommand.main()
