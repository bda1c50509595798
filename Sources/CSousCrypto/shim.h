#ifndef SOUS_CSOUSCRYPTO_SHIM_H
#define SOUS_CSOUSCRYPTO_SHIM_H

#include <openssl/evp.h>

#endif
