import type { Catalogue } from './catalogue';

/** Deutsch (formal "Sie"); the same keys and placeholders as `messages-en.ts`. */
export const DE = {
  'golf.hole': 'Loch {number}',
  'golf.holeNamed': 'Loch {number}: {name}',
  'golf.golfHole': 'Golfloch',
  'golf.thisHole': 'dieses Loch',
  'golf.diagramOf': 'Plan von {title}',
  'golf.diagramMissing': 'Der Plan von {title} kann gerade nicht angezeigt werden.',
  'golf.holeInSentence': 'Loch {number}',
  'golf.holeNamedInSentence': 'Loch {number}: {name}',
  'golf.tee': 'Abschlag',
  'golf.tee.black': 'Schwarz',
  'golf.tee.blue': 'Blau',
  'golf.tee.white': 'Weiß',
  'golf.tee.yellow': 'Gelb',
  'golf.yards': 'Yards ({tee})',
  'golf.par': 'Par',
  'golf.strokeIndex': 'Vorgabe (HCP)',
  'golf.strokeIndexHint':
    'Wie schwer das Loch zu spielen ist: 1 ist das schwerste des Platzes, 18 das leichteste.',
  'golf.aboutStrokeIndex': 'Über die Vorgabe',
  'golf.pinZones': 'Fahnenpositionen',
  'golf.pinZonesAlt': 'Fahnenpositionen auf dem Grün',
  'golf.cannotShow': 'Dieses Golfloch kann nicht angezeigt werden. Bitte prüfen Sie seine Daten:',
  'golf.holes': { one: '{count} Loch', other: '{count} Löcher' },
} as const satisfies Catalogue;
