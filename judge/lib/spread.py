"""How sure a benchmark figure is: a figure is the median of ratios timed in pairs, round after
round; its spread is a distribution-free confidence interval of that median (order statistics
of the ratios, no assumption on their distribution and no randomness); rounds go on until the
interval is narrow enough, within a minimum and a maximum number of rounds and a time bound;
and a goal (an upper bound on the ratio) is decided only with that margin: "holds" when the
whole interval is at or below the goal, "fails" when the whole interval is above it, "unsure"
when it straddles the goal. Used by bench.py; judge/README.md ("Benchmarks") is the manual."""
import math
import statistics

CONFIDENCE = 0.95
SURE = 0.999
HOLDS, FAILS, UNSURE, ERROR = "holds", "fails", "unsure", "error"
DECISIONS = (HOLDS, UNSURE, FAILS, ERROR)


def median(values):
    """The median of a non-empty list of numbers."""
    return statistics.median(values)


def binomial_tail(n, k):
    """P(B <= k) for B binomial(n, 1/2): the chance that at most k of n values fall below the
    true median."""
    return sum(math.comb(n, i) for i in range(k + 1)) / 2 ** n


def order_statistic_ranks(n, confidence=CONFIDENCE):
    """(lower, upper), 1-based ranks among n sorted values such that [x_lower, x_upper] holds
    the true median with probability at least `confidence`, as narrow as that allows; None
    when n values are too few for any interval at that confidence (n < 6 at 95%)."""
    alpha = 1.0 - confidence
    best = None
    for k in range(1, n // 2 + 1):
        # [x_k, x_(n+1-k)] misses the median when at most k-1 values fall below it, or above.
        if 2 * binomial_tail(n, k - 1) > alpha:
            break
        best = (k, n + 1 - k)
    return best


def median_interval(values, confidence=CONFIDENCE):
    """(low, high): a confidence interval of the median of the distribution `values` were drawn
    from, by order statistics; None when there are too few values for one."""
    ranks = order_statistic_ranks(len(values), confidence)
    if ranks is None:
        return None
    ordered = sorted(values)
    return ordered[ranks[0] - 1], ordered[ranks[1] - 1]


def decide(interval, goal):
    """HOLDS when the whole interval is at or below `goal`, FAILS when it is all above,
    UNSURE when it straddles the goal or is not known (None)."""
    if interval is None:
        return UNSURE
    low, high = interval
    if high <= goal:
        return HOLDS
    if low > goal:
        return FAILS
    return UNSURE


def exit_status(decisions):
    """1 when any decision is FAILS or ERROR, else 3 when any is UNSURE, else 0."""
    if FAILS in decisions or ERROR in decisions:
        return 1
    return 3 if UNSURE in decisions else 0


def summary(decisions):
    """One line counting the decisions: "4 goals: 3 holds, 1 unsure"."""
    counts = ["%d %s" % (decisions.count(d), d) for d in DECISIONS if d in decisions]
    return "%d goals: %s" % (len(decisions), ", ".join(counts))


class Figure:
    """One benchmark figure: its name, its goal, and the ratios of its rounds so far."""

    def __init__(self, name, goal):
        self.name = name
        self.goal = goal
        self.ratios = []
        self.note = ""
        self.error = None  # why the figure could not be measured, if it could not

    def add(self, ratio):
        self.ratios.append(ratio)

    @property
    def rounds(self):
        return len(self.ratios)

    @property
    def ratio(self):
        """The median ratio, or None before the first round."""
        return median(self.ratios) if self.ratios else None

    @property
    def interval(self):
        return median_interval(self.ratios)

    def relative_width(self):
        """The interval's width over the median ratio; None while there is no interval."""
        interval = self.interval
        if interval is None or self.ratio <= 0:
            return None
        return (interval[1] - interval[0]) / self.ratio

    def narrow(self, width):
        """Whether the interval spans at most `width` times the median ratio."""
        measured = self.relative_width()
        return measured is not None and measured <= width

    def settled(self):
        """Whether the interval at the stricter confidence SURE is clear of the goal."""
        return decide(median_interval(self.ratios, SURE), self.goal) in (HOLDS, FAILS)

    def decision(self):
        """ERROR when the figure could not be measured, else as decide() says."""
        if self.error is not None:
            return ERROR
        return decide(self.interval, self.goal)


class Plan:
    """When rounds stop: never before `min_rounds`; then as soon as every figure is either
    narrow (its interval at most `width` times its ratio wide) or already clear of its goal at
    the stricter confidence SURE (a figure far from its goal needs no narrow interval; deciding
    early only at 99.9% keeps the chance of a wrong early answer below that of the 95% answer,
    as interim looks are kept in group sequential trials), or once `seconds` have passed since
    `started` (a time in the same clock as the `now` given to done); in any case after
    `max_rounds`."""

    def __init__(self, width, min_rounds, max_rounds, seconds):
        if min_rounds > max_rounds:
            raise ValueError("min_rounds %d > max_rounds %d" % (min_rounds, max_rounds))
        self.width = width
        self.min_rounds = min_rounds
        self.max_rounds = max_rounds
        self.seconds = seconds

    def done(self, figures, started, now):
        """Whether to stop, given the figures (each with as many rounds) and the clock."""
        rounds = min(figure.rounds for figure in figures)
        if rounds >= self.max_rounds:
            return True
        if rounds < self.min_rounds:
            return False
        if now - started >= self.seconds:
            return True
        return all(figure.narrow(self.width) or figure.settled() for figure in figures)

    def why_stopped(self, figure):
        """A few words for the report when `figure`'s interval is wider than the plan wants:
        whether it was clear of its goal anyway, or the rounds or the time ran out; "" when it
        is narrow enough."""
        if figure.narrow(self.width):
            return ""
        measured = figure.relative_width()
        if measured is None:
            return "too few rounds for an interval"
        wide = "interval %.0f%% of the ratio wide" % (100 * measured)
        if figure.settled():
            return "%s, clear of the goal at %g%%" % (wide, 100 * SURE)
        return "%s after %d rounds, not %.0f%%" % (wide, figure.rounds, 100 * self.width)
