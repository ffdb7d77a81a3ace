// Direction arrows of the swell and wind charts. Sources name where a swell or wind comes FROM
// (meteorological degrees); a surfer reads an arrow as where it goes, so the arrow turns 180°.
// The arrow is drawn pointing up (north) and rotated clockwise by the returned degrees.

/** Rotation (deg, clockwise from up) of an arrow travelling away from fromDegrees. */
export function travelRotation(fromDegrees: number): number {
  return (((fromDegrees + 180) % 360) + 360) % 360
}

/** An upward arrow of the given length centred on 0,0 (an SVG path, rotated by the caller). */
export function arrowPath(length: number): string {
  const h = length / 2
  const w = length / 3
  return `M0 ${h}V${-h}M${-w} ${-h + w}L0 ${-h}L${w} ${-h + w}`
}
