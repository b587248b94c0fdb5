/**
 * A day's sessions by service, in the order their first session comes (featured first
 * stays first): one card per service, its times together (issue 38 §7).
 */
export function byService<T extends { SpaItemId: string; ItemName: string }>(
  sessions: readonly T[],
): T[][] {
  const groups = new Map<string, T[]>();
  for (const session of sessions) {
    const key = `${session.SpaItemId}|${session.ItemName}`;
    const group = groups.get(key);
    if (group) group.push(session);
    else groups.set(key, [session]);
  }
  return [...groups.values()];
}
