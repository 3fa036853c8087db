#ifndef ChatMacros_h
#define ChatMacros_h

// The project's own weak/strong dance, defined once for the whole app.
#define ChatWeak(var) __weak __typeof__(var) chat_weak_##var = (var)
#define ChatStrong(var) \
    __strong __typeof__(var) var = chat_weak_##var; \
    if (!var) { return; }

// expect-none
#endif
