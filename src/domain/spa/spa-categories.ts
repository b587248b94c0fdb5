/** What grouping needs of a treatment (FetchSpaServices' ItemCategory). */
interface Categorised {
  ItemCategory: string;
}

export interface SpaCategory<T extends Categorised> {
  /** The category as the spa names it ("MASSAGE"). */
  key: string;
  /** As a guest reads it ("Massage"); "Other treatments" for none. */
  title: string;
  services: T[];
}

const titleOf = (key: string) => {
  const words = key.trim().toLowerCase().replace(/[_-]+/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Other treatments';
};

/** The treatments grouped by category, categories and treatments in the spa's own order. */
export function spaCategories<T extends Categorised>(services: readonly T[]): SpaCategory<T>[] {
  const groups = new Map<string, SpaCategory<T>>();
  for (const service of services) {
    const key = service.ItemCategory.trim().toUpperCase();
    let group = groups.get(key);
    if (!group) {
      group = { key, title: titleOf(key), services: [] };
      groups.set(key, group);
    }
    group.services.push(service);
  }
  return [...groups.values()];
}
