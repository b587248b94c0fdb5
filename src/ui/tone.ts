/** How a message feels; each tone has its own icon and colour (tone-icons.css), and words. */
export type Tone = 'info' | 'success' | 'warning' | 'error';

/** Error and warning interrupt (role alert); info and success wait their turn (role status). */
export function roleOfTone(tone: Tone): 'alert' | 'status' {
  return tone === 'error' || tone === 'warning' ? 'alert' : 'status';
}
