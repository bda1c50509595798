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
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
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
static inline int sous_max_y(WINDOW *w) { return getmaxy(w); }
static inline int sous_max_x(WINDOW *w) { return getmaxx(w); }
// stdin/stdout are mutable C globals, which Swift 6 rejects; these hand out the descriptors' streams.
static inline FILE *sous_fdopen(int fd, const char *mode) { return fdopen(fd, mode); }

// The terminfo RGB flag: colour numbers are 0xRRGGBB (xterm-direct and friends).
static inline int sous_has_direct_color(void) { return tigetflag("RGB") > 0; }

// A terminfo string capability, or NULL when absent or cancelled ((char *)-1 means "not a string").
static inline const char *sous_tigetstr(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

// Draws one cell (a spacing character plus up to CCHARW_MAX-1 combining marks, NUL-terminated)
// at (y, x) without moving the cursor: wadd_wchnstr never wraps or scrolls, so the bottom-right
// cell is safe. The pair travels in the opts pointer, which is how pairs above 255 are passed.
static inline int sous_put_cell(WINDOW *w, int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, (NCURSES_PAIRS_T)(pair > 0x7fff ? 0 : pair), &pair) == ERR) return ERR;
    if (wmove(w, y, x) == ERR) return ERR;
    return wadd_wchnstr(w, &cell, 1);
}

// Sets the window's attributes and (extended) pair for blank fills such as werase.
static inline int sous_set_attributes(WINDOW *w, attr_t attrs, int pair) {
    return wattr_set(w, attrs, (NCURSES_PAIRS_T)(pair > 0x7fff ? 0 : pair), &pair);
}

// ---------------------------------------------------------------------------------------------
// Signals. The handler may only call async-signal-safe functions, so it never calls ncurses.
// First signal: record it and arm a watchdog alarm; the run loop sees the flag after its next
// key timeout and restores the terminal with ordinary code (endwin). If the loop does not
// acknowledge in time (stuck), or the same kind of signal comes again, the handler restores
// what it can with write(2) of precomputed terminfo strings and tcsetattr(3), then _exit(2)s.
//
// The state is static in a header: every object file that uses it gets its own copy.
// Only one Swift file (TerminalSignals.swift) may call the sous_signal_* functions.
// ---------------------------------------------------------------------------------------------

// All the state lives in one function-local static: Swift's importer emits those with the
// function, but does not emit file-scope static aggregates (they fail to link).
struct sous_signal_state {
    volatile sig_atomic_t pending;
    int installed;
    int tty_fd;
    int watchdog_seconds;
    int have_termios;
    struct termios termios;
    size_t restore_length;
    char restore_bytes[512];
    struct sigaction previous[4];
    struct sigaction previous_alarm;
    sigset_t previous_mask;
};

static inline struct sous_signal_state *sous_signal_state(void) {
    static struct sous_signal_state state = { 0, 0, -1, 2, 0 };
    return &state;
}

static const int sous_signal_numbers[4] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };

static void sous_signal_emergency_restore(void) {
    struct sous_signal_state *s = sous_signal_state();
    if (s->tty_fd < 0) return;
    if (s->restore_length > 0) {
        ssize_t written = write(s->tty_fd, s->restore_bytes, s->restore_length);
        (void)written;
    }
    if (s->have_termios) tcsetattr(s->tty_fd, TCSANOW, &s->termios);
}

static void sous_signal_handler(int signal_number) {
    struct sous_signal_state *s = sous_signal_state();
    if (signal_number == SIGALRM) {
        int pending = s->pending;
        sous_signal_emergency_restore();
        _exit(128 + (pending ? pending : SIGALRM));
    }
    if (s->pending != 0) {
        sous_signal_emergency_restore();
        _exit(128 + signal_number);
    }
    s->pending = signal_number;
    alarm((unsigned)s->watchdog_seconds);
}

// Records how to restore the terminal in an emergency and installs the handlers.
// The terminal modes of `tty_fd` are saved now, so call this before curses changes them.
static inline int sous_signal_install(int tty_fd, int watchdog_seconds) {
    struct sous_signal_state *s = sous_signal_state();
    if (s->installed) return 0;
    s->tty_fd = tty_fd;
    s->watchdog_seconds = watchdog_seconds > 0 ? watchdog_seconds : 2;
    s->have_termios = tcgetattr(tty_fd, &s->termios) == 0;
    s->restore_length = 0;
    s->pending = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = sous_signal_handler;
    sigemptyset(&action.sa_mask);
    for (int i = 0; i < 4; i++) sigaddset(&action.sa_mask, sous_signal_numbers[i]);
    sigaddset(&action.sa_mask, SIGALRM);
    action.sa_flags = 0; // no SA_RESTART: a blocking read returns early so the loop sees the flag
    for (int i = 0; i < 4; i++) {
        if (sigaction(sous_signal_numbers[i], &action, &s->previous[i]) != 0) return -1;
    }
    if (sigaction(SIGALRM, &action, &s->previous_alarm) != 0) return -1;
    // A parent may have blocked these (seen: tmux started from a test runner's worker thread
    // passes its mask on); blocked, neither our handlers nor ncurses' SIGWINCH would ever run.
    sigset_t wanted;
    sigemptyset(&wanted);
    for (int i = 0; i < 4; i++) sigaddset(&wanted, sous_signal_numbers[i]);
    sigaddset(&wanted, SIGALRM);
    sigaddset(&wanted, SIGWINCH);
    pthread_sigmask(SIG_UNBLOCK, &wanted, &s->previous_mask);
    s->installed = 1;
    return 0;
}

// The bytes the emergency path writes (terminfo rmcup, sgr0, cnorm, rmkx), copied once.
static inline void sous_signal_set_restore_bytes(const char *bytes, size_t length) {
    struct sous_signal_state *s = sous_signal_state();
    if (length > sizeof s->restore_bytes) length = sizeof s->restore_bytes;
    s->restore_length = 0;
    memcpy(s->restore_bytes, bytes, length);
    s->restore_length = length;
}

static inline int sous_signal_pending_number(void) { return sous_signal_state()->pending; }

// Cancels the watchdog and puts back the previous handlers; the terminal is being restored normally.
static inline void sous_signal_uninstall(void) {
    struct sous_signal_state *s = sous_signal_state();
    if (!s->installed) return;
    alarm(0);
    for (int i = 0; i < 4; i++) sigaction(sous_signal_numbers[i], &s->previous[i], NULL);
    sigaction(SIGALRM, &s->previous_alarm, NULL);
    pthread_sigmask(SIG_SETMASK, &s->previous_mask, NULL);
    s->installed = 0;
    s->restore_length = 0;
    s->tty_fd = -1;
}

#endif
