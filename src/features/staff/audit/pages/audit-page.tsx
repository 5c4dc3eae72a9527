/** PLACEHOLDER: replaced by the workspace work that owns this page. */
export default function AuditPage() {
  return <h1>AuditPage</h1>;
}
