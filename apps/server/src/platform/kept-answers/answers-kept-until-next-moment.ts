type KeptAnswer<Answer> = { answer: Answer; from: number; until: number };

/**
 * Answers held by what they were worked out from (the `owner`: kept rows, kept records) and by
 * what else they depend on (the `key`: who asks, how), each from the moment it was written until
 * its next moment, the first instant at which it may read otherwise (ADRs 102, 105, 108). Held by
 * the owner, the answers go when the owner is dropped or read anew, so a write is answered as
 * soon as it is today.
 */
export type AnswersKeptUntilNextMoment<Owner extends object, Key, Answer> = {
  /**
   * The kept answer of `owner` for `key` while `now` is within the span it holds for, else the
   * one `answer()` makes, kept in its place until `nextMoment()` (an instant in milliseconds,
   * worked out for `now`). Every read in the span answers the same.
   */
  of(
    owner: Owner,
    key: Key,
    now: Date,
    answer: () => Promise<Answer>,
    nextMoment: () => number,
  ): Promise<Answer>;
};

export function answersKeptUntilNextMoment<
  Owner extends object,
  Key,
  Answer,
>(): AnswersKeptUntilNextMoment<Owner, Key, Answer> {
  const answersByOwner = new WeakMap<Owner, Map<Key, KeptAnswer<Answer>>>();
  return {
    async of(owner, key, now, answer, nextMoment) {
      const at = now.getTime();
      let answers = answersByOwner.get(owner);
      const kept = answers?.get(key);
      // A clock moved back (a test's, the demo clock's) is before `from`: worked out again.
      if (kept && kept.from <= at && at < kept.until) return kept.answer;
      const written = await answer();
      if (!answers) {
        answers = new Map();
        answersByOwner.set(owner, answers);
      }
      answers.set(key, { answer: written, from: at, until: nextMoment() });
      return written;
    },
  };
}
