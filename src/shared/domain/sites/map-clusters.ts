/*
 * Markers that would be drawn on top of each other are gathered into one cluster with a count:
 * greedily, in screen space, at the current zoom. Items come in priority order (the nearest
 * first), so the cluster sits on its most relevant member. An item can be kept on its own (the
 * selected site, which must stay visible and clickable).
 */

export interface ScreenItem {
  id: string;
  x: number;
  y: number;
}

export interface Cluster {
  /** The members, the first being where the cluster is drawn. */
  ids: string[];
  x: number;
  y: number;
}

export function clusterItems(
  items: readonly ScreenItem[],
  radius: number,
  alone: ReadonlySet<string> = new Set(),
): Cluster[] {
  const clusters: Cluster[] = [];
  const joinable: Cluster[] = [];
  for (const item of items) {
    if (alone.has(item.id)) {
      clusters.push({ ids: [item.id], x: item.x, y: item.y });
      continue;
    }
    const near = joinable.find((cluster) => Math.hypot(cluster.x - item.x, cluster.y - item.y) < radius);
    if (near) {
      near.ids.push(item.id);
    } else {
      const cluster = { ids: [item.id], x: item.x, y: item.y };
      clusters.push(cluster);
      joinable.push(cluster);
    }
  }
  return clusters;
}
