/**
 * The English catalogue: every string an island shows once it speaks through `t()`. Keys are
 * `area.what`; `{name}` is a placeholder; an object is a plural chosen by `Intl.PluralRules`.
 * Other languages must have exactly these keys and placeholders (`Catalogue`, and
 * `catalogues.test.ts`). The specification's own English wording stays as written here.
 */
export const EN = {
  'golf.hole': 'Hole {number}',
  'golf.holeNamed': 'Hole {number}: {name}',
  'golf.golfHole': 'Golf hole',
  'golf.thisHole': 'this hole',
  'golf.diagramOf': 'Diagram of {title}',
  'golf.diagramMissing': 'The diagram of {title} cannot be shown just now.',
  'golf.holeInSentence': 'hole {number}',
  'golf.holeNamedInSentence': 'hole {number}: {name}',
  'golf.tee': 'Tee',
  'golf.tee.black': 'Black',
  'golf.tee.blue': 'Blue',
  'golf.tee.white': 'White',
  'golf.tee.yellow': 'Yellow',
  'golf.yards': 'Yards ({tee})',
  'golf.par': 'Par',
  'golf.strokeIndex': 'Stroke index',
  'golf.strokeIndexHint':
    'How hard the hole plays: 1 is the hardest on the course, 18 the easiest.',
  'golf.aboutStrokeIndex': 'About stroke index',
  'golf.pinZones': 'Pin zones',
  'golf.pinZonesAlt': 'Pin zones of the green',
  'golf.cannotShow': 'This golf hole cannot be shown. Please check its data:',
  'golf.holes': { one: '{count} hole', other: '{count} holes' },
} as const;
