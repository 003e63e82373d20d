"""Closed form for BOJ 2373 Fibonacci Game in Python integers, for N beyond brute.py's reach.

N is a lost start exactly when N is a Fibonacci number (answer -1); otherwise the answer is the
smallest term of N's Zeckendorf representation. The Fibonacci numbers are generated exactly, so
the test needs no square root. More generally (the write-up's theorem) the player to move with
`left` marbles who may take up to `limit` wins exactly when limit >= the smallest term of left:
winning_move() and why() tell judge/play.py so, for positions (left, limit) as game.py has them,
how_to_decide() says what to compute without the verdict (play.py's `why` before `hint`), and
invariant() draws the Zeckendorf form (play.py's `show`). resisting_move() is the move play.py
holds out with from a lost position when the position is too large for its search: take 1.
TEXTS holds the words of every line in each language judge/play.py speaks.

    python3 judge/problem.py 2373 reference < input      the expected output
"""
from lib import games

TEXTS = {
    "en": {
        "invariant": "Zeckendorf:   {left}{form}",
        "fibonacci": ", a Fibonacci number",
        "how": "write the marbles left as a sum of Fibonacci numbers (1, 2, 3, 5, 8, 13, ...), "
               "the largest that fits first: the Zeckendorf form, no two terms consecutive. "
               "The player to move wins exactly when its smallest term is at most the take "
               "allowed: taking that term leaves a smallest term more than twice it, out of "
               "reach, while any take t leaves one of at most 2t",
        "own_term": "{left} is a Fibonacci number, its own smallest Zeckendorf term",
        "smallest_term": "the smallest Zeckendorf term of {form} is {take}",
        "out_of_reach": "{smallest}, more than the {limit} allowed: every take t leaves a pile "
                        "whose smallest term is at most 2t",
        "take_all": "{left} is a Fibonacci number and all of it may be taken: take it all",
        "take_smallest": "{form}: taking its smallest term {take} leaves {rest}, whose smallest "
                         "term {next} is more than 2 x {take}, out of reach",
    },
    "ko": {
        "invariant": "제켄도르프: {left}{form}",
        "fibonacci": ", 피보나치 수",
        "how": "남은 구슬 수를 피보나치 수(1, 2, 3, 5, 8, 13, ...)의 합으로, 들어가는 가장 큰 "
               "수부터 씁니다: 이웃한 두 항이 없는 제켄도르프 표현입니다. 그 가장 작은 항이 지금 "
               "가져갈 수 있는 최대 개수 이하이면 두는 사람이 이기는 상태입니다: 그 항만큼 "
               "가져가면 남는 수의 가장 작은 항은 그 2배보다 커서 상대가 가져갈 수 없고, t개를 "
               "가져가면 남는 수의 가장 작은 항은 2t 이하입니다",
        "own_term": "{left}: 피보나치 수이므로 가장 작은 제켄도르프 항은 {left} 자신입니다",
        "smallest_term": "{form}: 가장 작은 제켄도르프 항은 {take}입니다",
        "out_of_reach": "{smallest}. 이 항은 지금 가져갈 수 있는 {limit}개보다 큽니다: 어떻게 "
                        "t개를 가져가도 남는 수의 가장 작은 항은 2t 이하입니다",
        "take_all": "{left}: 피보나치 수이고 전부 가져갈 수 있습니다: 모두 가져가면 됩니다",
        "take_smallest": "{form}: 가장 작은 항 {take}만큼 가져가면 남는 수 {rest}의 가장 작은 "
                         "항 {next}: 2 x {take}보다 커서 상대가 가져갈 수 없습니다",
    },
}


def fibonacci_up_to(n):
    """The Fibonacci numbers 1, 2, 3, 5, 8, ... that are <= n, in increasing order."""
    numbers = [1, 2]
    while numbers[-1] + numbers[-2] <= n:
        numbers.append(numbers[-1] + numbers[-2])
    return [f for f in numbers if f <= n]


def zeckendorf(n):
    """The terms of n's Zeckendorf representation, largest first (greedy)."""
    terms = []
    for f in reversed(fibonacci_up_to(n)):
        if f <= n:
            terms.append(f)
            n -= f
    return terms


def winning_move(position):
    """The take that wins from (left, limit), the smallest term of left; None if it is over
    limit (then every take loses)."""
    left, limit = position
    take = zeckendorf(left)[-1]
    return take if take <= limit else None


def invariant(position, lang="en"):
    """The Zeckendorf form of the marbles left, the write-up's invariant ("" at the end)."""
    left, texts = position[0], TEXTS[lang]
    if left == 0:
        return ""
    terms = zeckendorf(left)
    form = " = " + " + ".join(map(str, terms)) if len(terms) > 1 else texts["fibonacci"]
    label = texts["invariant"].split("{")[0]  # the lines it is broken into start under the form
    return games.wrapped(texts["invariant"].format(left=left, form=form),
                         indent=" " * games.columns(label))


def resisting_move(position):
    """From a lost position (left, limit), the move that makes the game last longest against
    perfect play, ties going to the one leaving the fewest winning moves, then the smallest:
    take 1. That is a rule found by the exhaustive search (games.LongestGame), not proved:
    judge/tests/test_play.py holds it to the search on every lost position reached from the
    starts N <= 80 of game.small_starts()."""
    return 1


def how_to_decide(position, lang="en"):
    """What to compute and why it decides, naming neither the verdict nor a move."""
    return TEXTS[lang]["how"]


def why(position, lang="en"):
    left, limit = position
    texts = TEXTS[lang]
    terms = zeckendorf(left)
    take = terms[-1]
    form = f"{left} = {' + '.join(map(str, terms))}"
    if take > limit:
        smallest = (texts["own_term"].format(left=left) if take == left else
                    texts["smallest_term"].format(form=form, take=take))
        return texts["out_of_reach"].format(smallest=smallest, limit=limit)
    if take == left:
        return texts["take_all"].format(left=left)
    rest = terms[:-1]
    return texts["take_smallest"].format(form=form, take=take, next=rest[-1],
                                         rest=" + ".join(map(str, rest)))


def answer(text):
    """The expected output, by the closed form."""
    n = int(text.split()[0])
    # 0 or 1 marble: no legal first move (it takes at least one marble and may not take all)
    take = winning_move((n, n - 1)) if n >= 2 else None
    return f"{-1 if take is None else take}\n"


COMMANDS = {"answer": answer}
DEFAULT_COMMAND = "answer"
