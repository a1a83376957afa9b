import { readFile } from 'node:fs/promises';
import { referenceRange } from '@checkup/sdk/rules';
import type { components } from '@checkup/sdk/schema';
import PDFDocument from 'pdfkit';

/** The report as GetReportDetail returns it. */
export type ReportDetail = components['schemas']['ReportDetail'];

/** A font file with CJK glyphs; `name` selects the face inside a TrueType collection (.ttc). */
export interface PdfFont {
  path: string;
  name?: string | undefined;
}

const fontCache = new Map<string, Promise<Buffer>>();

/** Reads the font once per process (the Noto CJK collection is ~20 MB); pdfkit embeds only the glyphs used. */
function fontBytes(path: string): Promise<Buffer> {
  let bytes = fontCache.get(path);
  if (!bytes) {
    bytes = readFile(path);
    bytes.catch(() => fontCache.delete(path));
    fontCache.set(path, bytes);
  }
  return bytes;
}

const SEX = { '1': '男', '2': '女' } as const;

/** Renders a report as a PDF whose Chinese text is drawn with an embedded CJK font subset. */
export async function renderReportPdf(report: ReportDetail, font: PdfFont): Promise<Buffer> {
  const bytes = await fontBytes(font.path);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `体检报告 ${report.regno}`, Author: 'Checkup' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (part: Buffer) => parts.push(part));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', bytes, font.name);
  doc.font('cjk');

  doc.fontSize(20).text('体检报告', { align: 'center' }).moveDown(0.8);
  doc.fontSize(11).text(`姓名：${report.name}    性别：${SEX[report.sex]}    年龄：${report.age}`);
  doc.text(`体检号：${report.regno}    体检日期：${report.reg_date}    总检医生：${report.doc_name}`).moveDown();

  section(doc, '总检结论');
  doc
    .fontSize(11)
    .text(report.sumup || '无')
    .moveDown();
  section(doc, '健康建议');
  doc
    .fontSize(11)
    .text(report.sugg_tag || '无')
    .moveDown();

  section(doc, '检查结果');
  for (const item of report.itemlist) {
    doc.fontSize(12).fillColor('#1a1a1a').text(`${item.comb_name}（${item.check_cls}）`, { continued: false });
    for (const line of item.detailList) {
      const abnormal = line.hint.trim() !== '';
      doc
        .fontSize(10)
        .fillColor(abnormal ? '#c0392b' : '#333333')
        .text(`  ${indicatorLine(line)}`);
    }
    doc.fontSize(10).fillColor('#555555').text(`  小结：${item.res_tag}    医生：${item.dept_doct}`).moveDown(0.5);
  }
  doc
    .fillColor('#777777')
    .fontSize(9)
    .moveDown()
    .text('本报告仅供参考，请以体检中心出具的纸质报告和医生意见为准。', { align: 'center' });
  doc.end();
  return done;
}

/** One indicator as printed, its reference range worded as the report screen words it (≥1.04, not 1.04–). */
export function indicatorLine(line: ReportDetail['itemlist'][number]['detailList'][number]): string {
  const range = referenceRange(line.ref_lower, line.ref_upper);
  return `${line.item_name}：${line.rec_result} ${line.unit} ${line.hint}${range ? `  参考 ${range}` : ''}`;
}

function section(doc: PDFKit.PDFDocument, title: string): void {
  doc.fontSize(14).fillColor('#0b5394').text(title).fillColor('#1a1a1a').moveDown(0.3);
}
