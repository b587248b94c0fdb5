import type { Venue } from '../calendar/stay-day';

/**
 * Each venue's postal address on one line, the LOCATION of its calendar entries (issue 32 §5).
 * Data: the sandbox's venues; a hotel's deployment gives its own.
 */
export const VENUE_ADDRESSES: Readonly<Record<Venue, string>> = {
  lake: 'The Lake Hotel, Lakeside Road, Windermere, Cumbria LA23 1AA',
  seaside: 'The Seaside Hotel and Golf Resort, Cliff Road, Whitby, North Yorkshire YO21 3AA',
  inn: 'The Inn, Market Place, Hawes, North Yorkshire DL8 3AA',
};
