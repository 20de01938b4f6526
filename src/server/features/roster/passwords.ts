import { randomInt } from 'node:crypto';

/**
 * Our own list of short, friendly words a young child can read and type: animals, nature, food,
 * things and kind adjectives. Kept free of homophones that read as something else and of words
 * that could tease (no "pig", "slug", "silly"); every word is 3 to 5 lowercase ASCII letters.
 */
const WORD_LIST = `
  ant bear bee bison camel cat crab crow cub deer dog dove duck eagle elk emu finch fish fox frog gecko goat goose hawk
  hippo horse koala kiwi lamb lark lion llama moose moth mouse newt otter owl panda pony puma robin seal shark sheep
  snail swan tiger tuna whale wolf yak zebra
  bay bloom cave clay cliff cloud dew dune fern hill lake leaf lily maple mint moon moss oak palm peak pearl pine pond
  rain reef river rock rose sand seed shell sky snow star stone storm sun tide tree tulip vine wave wind wood
  apple bagel bean berry bun cake cocoa corn fig grape honey jam lemon lime mango melon oat olive pasta peach pie pizza
  plum rice salad soup taco toast
  bell bike boat book box brick brush bus cap chair clock coin cup desk door drum fan flag flute gate harp hat horn jar
  jet key kite lamp map mug net pen piano pot ring robot rope sail ship sled sock spoon tent train van wheel whisk yarn
  broom bowl globe
  blue brave shiny calm cool fast glad gold green happy jolly kind lucky merry navy neat pink proud quick red soft
  sunny tall teal warm wise
`;

export const PASSWORD_WORDS: readonly string[] = WORD_LIST.trim().split(/\s+/);

/** Digits that cannot be misread on a printed card (no 0/O, no 1/l). */
const DIGITS = '23456789';

/**
 * An initial password a child can type: two short words and two digits, all lowercase
 * ("tigermoon47"). About 21 bits from a CSPRNG; guessing is held back by the sign-in limits
 * (src/server/README.md "Security"), and the student or teacher can change it at any time.
 */
export function generatePassword(pick: (max: number) => number = randomInt): string {
  const word = () => PASSWORD_WORDS[pick(PASSWORD_WORDS.length)]!;
  const digit = () => DIGITS[pick(DIGITS.length)]!;
  return `${word()}${word()}${digit()}${digit()}`;
}
