#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo-ft.h>
/* glibc's mallopt, for the heap settings repeated fills want (EaselCairo's HeapTuning). */
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif
