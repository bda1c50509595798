#ifndef SOUS_BUILD_INFO_H
#define SOUS_BUILD_INFO_H

// The git commit Sous was built from, or NULL when the build was not stamped.
const char *sous_build_commit(void);

#endif
