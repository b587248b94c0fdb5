import type { ActivityScreen } from './screen-classes';

/**
 * Which of the theme's drawings (`--ik-art-<subject>`, scripts/themes/theme-art.mjs) stands in
 * for a session's picture on an activity screen (issue 38 §3): the rink's skaters, the sauna's
 * spa, and the activity drawing for swimming and events.
 */
export function screenArt(screen: ActivityScreen): 'skating' | 'spa' | 'activity' {
  if (screen === 'ice-skating' || screen === 'ice-skating-schools') return 'skating';
  if (screen === 'fellside-sauna') return 'spa';
  return 'activity';
}
