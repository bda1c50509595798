#include "sous_build_info.h"

// A weak definition: a plain `swift build`, or a clone without git, links this one and the commit
// is unknown. `make release` links scripts/stamp-commit.sh's object, whose strong definition
// returns the commit, so stamping changes only the link, never a compiled module.
__attribute__((weak)) const char *sous_build_commit(void) { return 0; }
