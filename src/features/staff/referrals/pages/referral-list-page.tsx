/** PLACEHOLDER: replaced by the workspace work that owns this page. */
export default function ReferralListPage() {
  return <h1>ReferralListPage</h1>;
}
