-- Add-on items for one sex only (docs/adr/0044): sex_scope 0 anyone, 1 men only, 2 women only (the package sex codes).
-- A package of the other sex neither lists nor accepts them; vehicle packages (sex 3) take every item.
ALTER TABLE items ADD COLUMN sex_scope smallint NOT NULL DEFAULT 0 CHECK (sex_scope IN (0, 1, 2));

-- A database seeded with the demo catalogue before this change: its sex-specific items, matched by code and name so
-- that another catalogue's items are left alone.
UPDATE items SET sex_scope = 2
WHERE (comb_code, comb_name) IN (
  ('0130', '乳腺钼靶摄影（双侧）'), ('2307', '乳腺钼靶双人阅片'), ('2304', '乳腺彩超'), ('0513', '宫颈取材费'),
  ('8979', '宫颈液基薄层细胞学检查（TCT）'), ('1201', '妇科常规检查'), ('1202', '白带常规'), ('1203', 'HPV 分型检测'), ('1504', 'CA125')
);
UPDATE items SET sex_scope = 1 WHERE (comb_code, comb_name) IN (('1503', '前列腺特异性抗原（PSA）'));
