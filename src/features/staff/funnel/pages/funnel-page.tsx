/** PLACEHOLDER: replaced by the workspace work that owns this page. */
export default function FunnelPage() {
  return <h1>FunnelPage</h1>;
}
