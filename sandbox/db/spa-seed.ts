import type { SpaRoomRow, SpaStaffRow, SpaTreatmentRow } from './spa-repo';

/** The spa's treatments at location 103 (booking-engine.md §2, §9). */
export const SEEDED_SPA_TREATMENTS: SpaTreatmentRow[] = [
  {
    item_id: '103500',
    name: 'Lakeside massage',
    category: 'MASSAGE',
    description: 'A full-body massage with warm oils.',
    minutes: 60,
    price: 75,
  },
  {
    item_id: '103501',
    name: 'Hot stone ritual',
    category: 'MASSAGE',
    description: 'Ninety minutes of warm basalt stones and a scalp massage.',
    minutes: 90,
    price: 110,
  },
  {
    item_id: '103502',
    name: 'Express facial',
    category: 'FACIAL',
    description: 'A quick cleanse, tone and hydrate.',
    minutes: 30,
    price: 45,
  },
];

/** Two therapists with overlapping shifts and a break each. */
export const SEEDED_SPA_STAFF: SpaStaffRow[] = [
  {
    id: '201',
    name: 'Anna',
    start_time: '09:00',
    end_time: '17:00',
    break_start: '12:30',
    break_end: '13:00',
  },
  {
    id: '202',
    name: 'Ben',
    start_time: '11:00',
    end_time: '19:00',
    break_start: '15:00',
    break_end: '15:30',
  },
];

/** Two treatment rooms. */
export const SEEDED_SPA_ROOMS: SpaRoomRow[] = [
  { id: '301', name: 'Birch room', start_time: '09:00', end_time: '19:00' },
  { id: '302', name: 'Fern room', start_time: '09:00', end_time: '19:00' },
];
