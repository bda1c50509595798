#ifndef SOUS_CNCURSES_SHIM_H
#define SOUS_CNCURSES_SHIM_H

// SwiftPM drops -D flags from pkg-config, so wide-character support is switched on here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <ncursesw/curses.h>

// Macros and globals that do not import into Swift, as functions.
static inline WINDOW *sous_stdscr(void) { return stdscr; }
static inline int sous_lines(void) { return LINES; }
static inline int sous_cols(void) { return COLS; }
static inline int sous_colors(void) { return COLORS; }
static inline int sous_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t sous_a_bold(void) { return A_BOLD; }
static inline attr_t sous_a_dim(void) { return A_DIM; }
static inline attr_t sous_a_underline(void) { return A_UNDERLINE; }
static inline attr_t sous_a_reverse(void) { return A_REVERSE; }
static inline attr_t sous_a_italic(void) { return A_ITALIC; }
static inline attr_t sous_a_normal(void) { return A_NORMAL; }
static inline int sous_key_resize(void) { return KEY_RESIZE; }
static inline int sous_key_f(int n) { return KEY_F(n); }
static inline int sous_true(void) { return TRUE; }

#endif
