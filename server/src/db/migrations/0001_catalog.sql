-- Catalog: campuses (dropped again by 0012), packages, add-on items, notices, companies and their group members.
-- Money is integer fen; calendar days are 'YYYY-MM-DD' text (Asia/Shanghai), compared as text.

CREATE TABLE campuses (
  code text PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  tel text NOT NULL,
  bg_url text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE campus_images (
  campus_code text NOT NULL REFERENCES campuses (code) ON DELETE CASCADE,
  sort integer NOT NULL,
  url text NOT NULL,
  PRIMARY KEY (campus_code, sort)
);

CREATE TABLE item_categories (
  cls_code text PRIMARY KEY,
  cls_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE items (
  comb_code text PRIMARY KEY,
  comb_name text NOT NULL,
  cls_code text NOT NULL REFERENCES item_categories (cls_code),
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  act_price_fen integer NOT NULL CHECK (act_price_fen >= 0),
  note text NOT NULL DEFAULT '',
  cxf_flag text NOT NULL DEFAULT 'F' CHECK (cxf_flag IN ('T', 'F')),
  on_site_only boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);

-- Selecting comb_code adds companion_code too; unselecting removes it (docs/adr/0019-linked-add-on-items.md).
CREATE TABLE item_links (
  comb_code text NOT NULL REFERENCES items (comb_code) ON DELETE CASCADE,
  companion_code text NOT NULL REFERENCES items (comb_code) ON DELETE CASCADE,
  PRIMARY KEY (comb_code, companion_code)
);

-- clus_type: 1 staff, 2 vehicle, 3 person, 4 group-only (assigned to group members, never listed). sex: 1 male, 2 female, 3 no split (vehicle).
-- marr_status: 0 anyone, 2 married only.
CREATE TABLE packages (
  clus_code text PRIMARY KEY,
  clus_name text NOT NULL,
  clus_note text NOT NULL DEFAULT '',
  clus_type smallint NOT NULL CHECK (clus_type IN (1, 2, 3, 4)),
  sex smallint NOT NULL CHECK (sex IN (1, 2, 3)),
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  jd_flag text NOT NULL DEFAULT 'F' CHECK (jd_flag IN ('T', 'F')),
  jd_price_fen integer NOT NULL DEFAULT 0 CHECK (jd_price_fen >= 0),
  marr_status smallint NOT NULL DEFAULT 0 CHECK (marr_status IN (0, 1, 2)),
  intro text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE package_items (
  clus_code text NOT NULL REFERENCES packages (clus_code) ON DELETE CASCADE,
  comb_code text NOT NULL REFERENCES items (comb_code),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (clus_code, comb_code)
);

CREATE TABLE notices (
  title text PRIMARY KEY,
  content text NOT NULL
);

CREATE TABLE companies (
  lnc_code text PRIMARY KEY,
  lnc_name text NOT NULL
);

-- Pre-registered employees. tel is bound on first login (NULL until then); wx_drprice is the self-pay allowance.
CREATE TABLE group_members (
  reg_no text PRIMARY KEY,
  lnc_code text NOT NULL REFERENCES companies (lnc_code) ON DELETE CASCADE,
  pat_name text NOT NULL,
  idcard text NOT NULL,
  tel text,
  clus_code text NOT NULL REFERENCES packages (clus_code),
  wx_drprice_fen integer NOT NULL DEFAULT 0 CHECK (wx_drprice_fen >= 0),
  UNIQUE (lnc_code, idcard)
);
