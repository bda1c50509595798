#ifndef SOUS_CLIBPQ_SHIM_H
#define SOUS_CLIBPQ_SHIM_H

#include <libpq-fe.h>
#include <poll.h>

#endif
