-- The person (ID number and the name as typed) whose report list a grant was shown: GetReportDetail and the PDF serve
-- only that person's reports (docs/product/orders-reports-access.md §6: report access needs name, ID number and phone).
ALTER TABLE report_grants ADD COLUMN id_card text;
ALTER TABLE report_grants ADD COLUMN name text;
