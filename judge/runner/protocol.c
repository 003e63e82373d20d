/* protocol.c: the requests the judge sends and the answers it gets, as text: a request's
 * header line and strings read into a struct request, an answer written from a struct answer.
 * README.md, "The protocol", describes both. */
#include "runner.h"
#include <stdlib.h>
#include <string.h>

static char *read_field(FILE *in)
{
    char *s = NULL;
    size_t cap = 0;
    if (getdelim(&s, &cap, '\0', in) <= 0) {
        free(s);
        return NULL;
    }
    return s;
}

/* `count` fields, NULL-terminated; NULL if one is missing. */
static char **read_fields(FILE *in, int count)
{
    char **fields = calloc((size_t)count + 1, sizeof *fields);
    for (int i = 0; fields && i < count; i++)
        if (!(fields[i] = read_field(in))) {
            while (i > 0)
                free(fields[--i]);
            free(fields);
            return NULL;
        }
    return fields;
}

/* Read one request from `in`: 1, or 0 if it is malformed. */
int read_request(FILE *in, struct request *r)
{
    char *line = NULL;
    size_t cap = 0;
    memset(r, 0, sizeof *r);
    int ok = getline(&line, &cap, in) > 0 &&
             sscanf(line, "%ld %ld %ld %ld %ld %ld %d %d %d %d %d", &r->cpu_ms, &r->wall_ms,
                    &r->memory_kib, &r->as_kib, &r->output_bytes, &r->scratch_kib, &r->forks,
                    &r->tasks, &r->argc, &r->envc, &r->nfiles) == 11 &&
             r->argc >= 1 && r->envc >= 0 && r->nfiles >= 0 && r->nfiles <= MAX_FILES;
    free(line);
    return ok && (r->product_name = read_field(in)) && (r->argv = read_fields(in, r->argc)) &&
           (r->env = read_fields(in, r->envc)) &&
           (r->file_names = read_fields(in, r->nfiles));
}

static void free_fields(char **fields, int count)
{
    for (int i = 0; fields && i < count; i++)
        free(fields[i]);
    free(fields);
}

void free_request(struct request *r)
{
    free_fields(r->argv, r->argc);
    free_fields(r->env, r->envc);
    free_fields(r->file_names, r->nfiles);
    free(r->product_name);
}

static const char *const ended_names[] = {[ENDED_EXIT] = "exit", [ENDED_SIGNAL] = "signal",
                                          [NOT_STARTED] = "error"};

/* The text of the answer `a`: how the run ended, then CPU_US WALL_US PEAK_KIB KILLED, and for
 * a run that started, OUT_BYTES ERR_BYTES and a newline. */
void write_answer(const struct answer *a, char *text, size_t size)
{
    int n = snprintf(text, size, "%s %d %ld %ld %ld %d", ended_names[a->how], a->value,
                     a->cpu_us, a->wall_us, a->peak_kib, a->killed);
    if (a->how != NOT_STARTED)
        snprintf(text + n, size - (size_t)n, " %ld %ld\n", a->output_bytes, a->errors_bytes);
}
