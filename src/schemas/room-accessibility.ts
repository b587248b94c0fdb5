import * as v from 'valibot';
import { NO_ACCESSIBILITY } from '../domain/rooms/room-accessibility';

const feature = v.optional(v.boolean(), false);

/**
 * A room type's accessibility features on `/rs/get-rates` (issue 22 item 6, beyond
 * booking-engine.md §7): each feature true or false (false when not said), the door's clear
 * width in whole centimetres or null. A proxy that sends none leaves every feature off.
 */
export const RoomAccessibilitySchema = v.optional(
  v.object({
    StepFree: feature,
    RollInShower: feature,
    GrabRails: feature,
    HearingLoop: feature,
    VisualAlarm: feature,
    DoorWidthCm: v.optional(
      v.nullable(v.pipe(v.number(), v.integer(), v.minValue(40), v.maxValue(300))),
      null,
    ),
  }),
  NO_ACCESSIBILITY,
);

/** The features as read (the domain's `RoomAccessibility`, src/domain/rooms/accessible-room-types.ts). */
export type RoomAccessibilityAnswer = v.InferOutput<typeof RoomAccessibilitySchema>;
