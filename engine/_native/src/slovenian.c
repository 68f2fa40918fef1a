/* engine._native._slovenian: the whole core as one translation unit.
 *
 * The parts stay in their own files, one per Python module they mirror; compiling them
 * together lets the compiler inline across them (a rollout is a tight loop over playable,
 * the policy and apply).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "tables.c"
#include "deal.c"
#include "score.c"
#include "thumb.c"
#include "play.c"
#include "solve.c"
#include "module.c"
