import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFound } from '../http/not-found';
import {
  PICTURE_VIEWS,
  PICTURE_WIDTHS,
  type PictureView,
  hasRoomPictures,
  roomPictureSvg,
} from '../stay/room-pictures';

/**
 * The seeded room pictures, drawn on request (sandbox/stay/room-pictures.ts):
 * `/demo-assets/rooms/<room type>/<bedroom|view|bathroom>-<width>.svg`, at the widths the
 * gallery offers only. They never change, so a browser keeps them a day.
 */
export const roomPictureRoutes = new Hono<AppEnv>().get('/demo-assets/rooms/:code/:file', (c) => {
  const code = c.req.param('code');
  const match = /^([a-z]+)-(\d+)\.svg$/.exec(c.req.param('file'));
  const view = match?.[1] as PictureView | undefined;
  const width = Number(match?.[2]);
  if (
    !hasRoomPictures(code) ||
    !view ||
    !PICTURE_VIEWS.includes(view) ||
    !(PICTURE_WIDTHS as readonly number[]).includes(width)
  )
    return notFound(c);
  return c.body(roomPictureSvg(code, view, width), 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
  });
});
