/** A demo user offered on the sandbox sign-in page. */
export interface DemoUser {
  openid: string;
  /** Display label, already masked (no full ID or phone on the page). */
  label: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The sandbox stand-in for the messaging app's authorization page: pick a demo user, or allow/deny with any openid.
 * Plain links and a GET form only — no script and no inline style, so the strict CSP holds.
 */
export function renderSignInPage({ type, repage, users }: { type: string; repage: string; users: DemoUser[] }): string {
  const link = (openid: string) =>
    `/sandbox/oauth?${new URLSearchParams({ type, repage, decision: 'allow', openid }).toString()}`;
  const items = users
    .map((u) => `<li><a href="${escapeHtml(link(u.openid))}">${escapeHtml(u.label)}</a></li>`)
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>授权登录（沙箱）</title></head>
<body>
<main>
<h1>授权登录（沙箱）</h1>
<p>体检预约申请获取你的公开信息（昵称、头像）。此页面代替微信授权页，仅用于开发与测试。</p>
${users.length > 0 ? `<h2>选择演示用户</h2>\n<ul>\n${items}\n</ul>` : ''}
<h2>以其他身份登录</h2>
<form method="get" action="/sandbox/oauth">
<input type="hidden" name="type" value="${escapeHtml(type)}">
<input type="hidden" name="repage" value="${escapeHtml(repage)}">
<label>openid（留空则生成新用户）<input name="openid" maxlength="64" autocomplete="off"></label>
<p><button name="decision" value="allow">允许</button> <button name="decision" value="deny">拒绝</button></p>
</form>
</main>
</body></html>`;
}
