import { afterAll, it } from 'vitest';

/** Every attack tried in this run, and how many the sandbox held. */
const tally = { tried: 0, held: 0 };

/**
 * One attack: a real request (or a few) against the real sandbox and a real assertion on the
 * answer. It "held" when every assertion passed; a failure fails the test and is not counted.
 */
export function attack(name: string, run: () => Promise<void>, timeout?: number): void {
  it(
    name,
    async () => {
      tally.tried += 1;
      await run();
      tally.held += 1;
    },
    timeout,
  );
}

/** Prints the closing line of the suite once every attack has run. */
export function reportTally(): void {
  afterAll(() => {
    console.log(`security: ${tally.tried} tried, ${tally.held} held`);
  });
}
