/* protocol.c: the one place that knows the runner's protocol, as `key value` lines: the start
 * lines that state its limits, a request read from its lines, an answer written as lines. A
 * value is the rest of its line, with a backslash written \\ and a newline \n. README.md, "The
 * protocol", is the table of the fields. */
#include "runner.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* Append the line `key value` to text[0..size) (which holds a string), escaping the value. */
void put_field(char *text, size_t size, const char *key, const char *value)
{
    size_t n = strlen(text);
    n += (size_t)snprintf(text + n, n < size ? size - n : 0, "%s ", key);
    for (const char *c = value; *c && n + 3 < size; c++) {
        if (*c == '\\' || *c == '\n')
            text[n++] = '\\';
        text[n++] = *c == '\n' ? 'n' : *c;
    }
    if (n + 1 < size) {
        text[n++] = '\n';
        text[n] = '\0';
    }
}

/* Append the line `key number`. */
void put_number(char *text, size_t size, const char *key, long number)
{
    char digits[32];
    snprintf(digits, sizeof digits, "%ld", number);
    put_field(text, size, key, digits);
}

/* The start lines that state the runner's limits on a request and on a run. */
void put_limits(char *text, size_t size)
{
    put_number(text, size, "max-files", MAX_FILES);
    put_number(text, size, "max-request-bytes", MAX_REQUEST);
    put_number(text, size, "errors-kept-bytes", ERRORS_KEPT);
    put_number(text, size, "open-files", OPEN_FILES);
}

/* The numbers of a request, every one required, none negative. */
static const struct number_field {
    const char *key;
    size_t at;
} number_fields[] = {
    {"cpu-ms", offsetof(struct request, cpu_ms)},
    {"wall-ms", offsetof(struct request, wall_ms)},
    {"memory-kib", offsetof(struct request, memory_kib)},
    {"address-space-kib", offsetof(struct request, as_kib)},
    {"output-bytes", offsetof(struct request, output_bytes)},
    {"scratch-kib", offsetof(struct request, scratch_kib)},
    {"forks", offsetof(struct request, forks)},
    {"tasks", offsetof(struct request, tasks)},
};
enum { NUMBER_FIELDS = sizeof number_fields / sizeof number_fields[0] };

/* Undo the escapes of a value, in place: 0, or -1 for a backslash before another character. */
static int unescape(char *value)
{
    char *to = value;
    for (const char *c = value; *c; c++) {
        char got = *c;
        if (got == '\\') {
            c++;
            if (*c == 'n')
                got = '\n';
            else if (*c == '\\')
                got = '\\';
            else
                return -1;
        }
        *to++ = got;
    }
    *to = '\0';
    return 0;
}

/* Read the number `value` into *number: 0, or -1 if it is not a decimal number >= 0. */
static int read_number(const char *value, long *number)
{
    char *end;
    errno = 0;
    *number = strtol(value, &end, 10);
    return *value >= '0' && *value <= '9' && !*end && !errno ? 0 : -1;
}

/* Read one field into `r` (its lists have room for every line): 0, or -1 with `why`. */
static int read_field(struct request *r, char *key, char *value, unsigned *seen, char *why,
                      size_t why_size)
{
    for (int i = 0; i < NUMBER_FIELDS; i++)
        if (strcmp(key, number_fields[i].key) == 0) {
            if (read_number(value, (long *)((char *)r + number_fields[i].at)) < 0) {
                snprintf(why, why_size, "%s is not a number: %.40s", key, value);
                return -1;
            }
            *seen |= 1u << i;
            return 0;
        }
    if (strcmp(key, "arg") == 0)
        r->argv[r->argc++] = value;
    else if (strcmp(key, "env") == 0)
        r->env[r->envc++] = value;
    else if (strcmp(key, "file") == 0)
        r->file_names[r->nfiles++] = value;
    else if (strcmp(key, "product") == 0)
        r->product_name = value;
    else {
        snprintf(why, why_size, "unknown field %.40s", key);
        return -1;
    }
    return 0;
}

/* Read the request text[0..n), NUL-terminated, into `r`, in place (its strings point into
 * `text`); free_request() frees it. 0, or -1 with the reason in `why`: a line that is not
 * `key value`, an unknown key, a number that is not one, a number missing, no argument, more
 * than MAX_FILES files. */
int read_request(char *text, size_t n, struct request *r, char *why, size_t why_size)
{
    size_t lines = 1;
    unsigned seen = 0;
    memset(r, 0, sizeof *r);
    r->product_name = "";
    for (size_t i = 0; i < n; i++)
        lines += text[i] == '\n';
    r->argv = calloc(lines + 1, sizeof *r->argv);
    r->env = calloc(lines + 1, sizeof *r->env);
    r->file_names = calloc(lines + 1, sizeof *r->file_names);
    if (!r->argv || !r->env || !r->file_names) {
        snprintf(why, why_size, "%s", strerror(errno));
        return -1;
    }
    if (memchr(text, '\0', n)) {
        snprintf(why, why_size, "a NUL byte in the request");
        return -1;
    }
    for (char *line = text, *next; line < text + n; line = next) {
        next = strchr(line, '\n');
        next = next ? next : text + n;
        *next++ = '\0';
        char *value = strchr(line, ' ');
        if (!value || unescape(value + 1) < 0) {
            snprintf(why, why_size, "%s: %.40s", value ? "a backslash before neither n nor a "
                     "backslash" : "not a line `key value`", line);
            return -1;
        }
        *value++ = '\0';
        if (read_field(r, line, value, &seen, why, why_size) < 0)
            return -1;
    }
    for (int i = 0; i < NUMBER_FIELDS; i++)
        if (!(seen & 1u << i)) {
            snprintf(why, why_size, "no %s", number_fields[i].key);
            return -1;
        }
    if (r->argc < 1 || r->nfiles > MAX_FILES || r->forks > 1) {
        snprintf(why, why_size, r->argc < 1 ? "no arg" : r->forks > 1 ? "forks is not 0 or 1"
                                                      : "more than %d files", MAX_FILES);
        return -1;
    }
    return 0;
}

void free_request(struct request *r)
{
    free(r->argv);
    free(r->env);
    free(r->file_names);
}

static const char *const killed_names[] = {[KILLED_FOR_TIME] = "time",
                                           [KILLED_FOR_MEMORY] = "memory",
                                           [KILLED_FOR_OUTPUT] = "output"};

/* The text of the answer `a`: how the run ended (exit-code, signal, or error with the step
 * that failed, and errno), its measures, why it was stopped, and for a run that started, the
 * sizes of its output and errors. */
void write_answer(const struct answer *a, char *text, size_t size)
{
    char error[300];
    *text = '\0';
    if (a->how == ENDED_EXIT) {
        put_number(text, size, "exit-code", a->value);
    } else if (a->how == ENDED_SIGNAL) {
        put_number(text, size, "signal", a->value);
    } else {
        snprintf(error, sizeof error, "%s: %s", a->step ? a->step : "start",
                 *a->why ? a->why : strerror(a->value));
        put_field(text, size, "error", error);
        put_number(text, size, "errno", a->value);
    }
    put_number(text, size, "cpu-us", a->cpu_us);
    put_number(text, size, "wall-us", a->wall_us);
    put_number(text, size, "peak-kib", a->peak_kib);
    if (a->killed != NOT_KILLED)
        put_field(text, size, "killed", killed_names[a->killed]);
    if (a->how != NOT_STARTED) {
        put_number(text, size, "output-bytes", a->output_bytes);
        put_number(text, size, "errors-bytes", a->errors_bytes);
    }
}
