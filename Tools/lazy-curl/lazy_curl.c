/*
 * libcurl, opened on first use, for the statically linked `easel` (make install, make dist).
 *
 * Static Foundation links FoundationNetworking's curl calls with -lcurl, so every start of
 * the binary loaded libcurl and the ~30 libraries behind it (OpenSSL, GnuTLS, Kerberos,
 * LDAP, ...) and resolved some 10,000 of their symbols, although only a scene with a remote
 * asset ever fetches anything. The Makefile (release-bin) compiles this file to an object
 * and hands it to the linker ahead of the libraries (-Xlinker lazy_curl.o): its definitions
 * of the 23 functions FoundationNetworking calls take precedence over libcurl's, and each
 * looks up the real one in libcurl.so.4 the first time it runs. -lcurl is still on the link
 * line, so linking needs libcurl's development files; patchelf then removes the DT_NEEDED
 * entry for libcurl.so.4 that no symbol uses any more.
 *
 * The three variadic setters and getters are always called with exactly one argument
 * after the option (FoundationNetworking's CFURLSessionInterface wraps them that way), a
 * long, curl_off_t, object or function pointer: all 64-bit integer-class values on the
 * LP64 targets Easel builds for, so the argument is passed on as one pointer-sized value.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void *library;
static pthread_once_t opened = PTHREAD_ONCE_INIT;

static void open_library(void) {
    library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
}

static void *real(const char *name) {
    pthread_once(&opened, open_library);
    void *function = library ? dlsym(library, name) : NULL;
    if (!function) {
        const char *why = dlerror();
        fprintf(stderr, "easel: fetching a remote asset needs libcurl (libcurl.so.4, Debian's libcurl4): %s\n",
                why ? why : name);
        exit(1);
    }
    return function;
}

/* Each function's real address, looked up once; a racing second lookup finds the same. */
#define REAL(type, name) \
    static __typeof__(type) name##_cached; \
    __typeof__(type) name##_real = __atomic_load_n(&name##_cached, __ATOMIC_ACQUIRE); \
    if (!name##_real) { \
        name##_real = (type)real(#name); \
        __atomic_store_n(&name##_cached, name##_real, __ATOMIC_RELEASE); \
    }

typedef void *ptr;

int curl_global_init(long flags) {
    REAL(int (*)(long), curl_global_init);
    return curl_global_init_real(flags);
}

ptr curl_easy_init(void) {
    REAL(ptr (*)(void), curl_easy_init);
    return curl_easy_init_real();
}

void curl_easy_cleanup(ptr handle) {
    REAL(void (*)(ptr), curl_easy_cleanup);
    curl_easy_cleanup_real(handle);
}

int curl_easy_setopt(ptr handle, int option, ...) {
    REAL(int (*)(ptr, int, ...), curl_easy_setopt);
    va_list args;
    va_start(args, option);
    ptr value = va_arg(args, ptr);
    va_end(args);
    return curl_easy_setopt_real(handle, option, value);
}

int curl_easy_getinfo(ptr handle, int info, ...) {
    REAL(int (*)(ptr, int, ...), curl_easy_getinfo);
    va_list args;
    va_start(args, info);
    ptr out = va_arg(args, ptr);
    va_end(args);
    return curl_easy_getinfo_real(handle, info, out);
}

int curl_easy_pause(ptr handle, int bitmask) {
    REAL(int (*)(ptr, int), curl_easy_pause);
    return curl_easy_pause_real(handle, bitmask);
}

const char *curl_easy_strerror(int code) {
    REAL(const char *(*)(int), curl_easy_strerror);
    return curl_easy_strerror_real(code);
}

void curl_free(ptr p) {
    REAL(void (*)(ptr), curl_free);
    curl_free_real(p);
}

ptr curl_multi_init(void) {
    REAL(ptr (*)(void), curl_multi_init);
    return curl_multi_init_real();
}

int curl_multi_add_handle(ptr multi, ptr easy) {
    REAL(int (*)(ptr, ptr), curl_multi_add_handle);
    return curl_multi_add_handle_real(multi, easy);
}

int curl_multi_remove_handle(ptr multi, ptr easy) {
    REAL(int (*)(ptr, ptr), curl_multi_remove_handle);
    return curl_multi_remove_handle_real(multi, easy);
}

int curl_multi_assign(ptr multi, int socket, ptr data) {
    REAL(int (*)(ptr, int, ptr), curl_multi_assign);
    return curl_multi_assign_real(multi, socket, data);
}

int curl_multi_cleanup(ptr multi) {
    REAL(int (*)(ptr), curl_multi_cleanup);
    return curl_multi_cleanup_real(multi);
}

ptr curl_multi_info_read(ptr multi, int *queued) {
    REAL(ptr (*)(ptr, int *), curl_multi_info_read);
    return curl_multi_info_read_real(multi, queued);
}

int curl_multi_setopt(ptr multi, int option, ...) {
    REAL(int (*)(ptr, int, ...), curl_multi_setopt);
    va_list args;
    va_start(args, option);
    ptr value = va_arg(args, ptr);
    va_end(args);
    return curl_multi_setopt_real(multi, option, value);
}

int curl_multi_socket_action(ptr multi, int socket, int events, int *running) {
    REAL(int (*)(ptr, int, int, int *), curl_multi_socket_action);
    return curl_multi_socket_action_real(multi, socket, events, running);
}

ptr curl_slist_append(ptr list, const char *string) {
    REAL(ptr (*)(ptr, const char *), curl_slist_append);
    return curl_slist_append_real(list, string);
}

void curl_slist_free_all(ptr list) {
    REAL(void (*)(ptr), curl_slist_free_all);
    curl_slist_free_all_real(list);
}

ptr curl_url(void) {
    REAL(ptr (*)(void), curl_url);
    return curl_url_real();
}

int curl_url_get(ptr url, int part, char **out, unsigned flags) {
    REAL(int (*)(ptr, int, char **, unsigned), curl_url_get);
    return curl_url_get_real(url, part, out, flags);
}

int curl_url_set(ptr url, int part, const char *value, unsigned flags) {
    REAL(int (*)(ptr, int, const char *, unsigned), curl_url_set);
    return curl_url_set_real(url, part, value, flags);
}

char *curl_version(void) {
    REAL(char *(*)(void), curl_version);
    return curl_version_real();
}

ptr curl_version_info(int age) {
    REAL(ptr (*)(int), curl_version_info);
    return curl_version_info_real(age);
}
