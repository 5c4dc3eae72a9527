/*
 * Where the map's short labels go: beside their marker where they fit, never over another label,
 * another marker, the map's controls or its edge. Greedy by priority (the selected site, then the
 * person, then the nearest sites, then city names): a label that fits nowhere is left out, so
 * nothing is ever drawn over anything else.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelRequest {
  id: string;
  /** The box of what is labelled (a marker's button): the label goes beside it. */
  around: Box;
  width: number;
  height: number;
  /** Placed only if what it labels is not covered either (a city's dot). */
  needsFreeAnchor?: boolean;
}

const GAP = 2;

export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(box: Box, bounds: Box): boolean {
  return (
    box.x >= bounds.x &&
    box.y >= bounds.y &&
    box.x + box.width <= bounds.x + bounds.width &&
    box.y + box.height <= bounds.y + bounds.height
  );
}

/** Right, left, below, then above the marker. */
function candidates(request: LabelRequest): Box[] {
  const { around, width, height } = request;
  const middle = around.y + around.height / 2 - height / 2;
  const centre = around.x + around.width / 2 - width / 2;
  return [
    { x: around.x + around.width + GAP, y: middle, width, height },
    { x: around.x - GAP - width, y: middle, width, height },
    { x: centre, y: around.y + around.height + GAP, width, height },
    { x: centre, y: around.y - GAP - height, width, height },
  ];
}

/** The placed labels by id; `obstacles` are every marker and control box. */
export function placeLabels(
  requests: readonly LabelRequest[],
  obstacles: readonly Box[],
  bounds: Box,
): Map<string, Box> {
  const taken: Box[] = [...obstacles];
  const placed = new Map<string, Box>();
  for (const request of requests) {
    if (request.needsFreeAnchor && taken.some((other) => overlaps(request.around, other))) continue;
    const box = candidates(request).find(
      (candidate) =>
        inside(candidate, bounds) &&
        taken.every((other) => other === request.around || !overlaps(candidate, other)),
    );
    if (!box) continue;
    placed.set(request.id, box);
    taken.push(box);
    if (request.needsFreeAnchor) taken.push(request.around);
  }
  return placed;
}

/** A conservative width for a short label (no text measuring: the same in tests and browsers). */
export function labelWidth(text: string, fontPx: number): number {
  return Math.ceil(text.length * fontPx * 0.62 + 8);
}
