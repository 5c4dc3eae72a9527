/** PLACEHOLDER: replaced by the workspace work that owns this page. */
export default function ReferralPage() {
  return <h1>ReferralPage</h1>;
}
