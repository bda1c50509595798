import Foundation
import SousCLI

// The cookbook, its recordings and exports are the family's own: every file Sous creates is
// readable by its user only (0600, folders 0700), as the key files are.
umask(0o077)
SousCommand.mainWithShortUsageErrors()
