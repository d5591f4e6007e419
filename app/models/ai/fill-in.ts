/**
 * The one marker for a part of a prompt its author must still write (decision 0357): the
 * enhancer's rewrite puts its suggestions inside `<<fill in: ...>>`, the model is asked for the
 * same, and the prompt form and API refuse content that still holds one. Never square brackets:
 * those are the buyers' variables. Pure, for the browser too.
 */
export const fillIn = (suggestion: string) => `<<fill in: ${suggestion}>>`;

/** The opening is enough: a marker whose end was deleted is still unfinished. */
const MARKER = /<<\s*fill in\s*:/iu;

export const hasFillIn = (text: string) => MARKER.test(text);

export const FILL_IN_REFUSED = "Replace the parts marked <<fill in: …>> before saving";
