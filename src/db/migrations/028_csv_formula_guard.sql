-- An export chooses whether its CSV cells get the formula guard (docs/api.md "Exports"): spreadsheet users want it,
-- data loaded into pandas or a database does not (every channel handle would come out as '@handle). The export
-- records which was used; existing exports were all written with it.
alter table exports add column csv_formula_guard boolean not null default true;

-- One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. With `formula_guard`, a text cell
-- that a spreadsheet would read as a formula (it starts with =, +, -, @, tab or carriage return) is quoted and
-- prefixed with an apostrophe, so it shows as text (the OWASP advice for CSV injection); without it, the value is
-- kept as it is.
drop function csv_cell(text);
create function csv_cell(v text, formula_guard boolean) returns text language sql immutable parallel safe as $$
  select case
    when v is null then ''
    when formula_guard and v ~ '^[=+@\t\r-]' then '"''' || replace(v, '"', '""') || '"'
    when v ~ '[",\r\n]' then '"' || replace(v, '"', '""') || '"'
    else v
  end
$$;
