-- Neovim as a client of `layoutc lsp`: loads docs/Editors.md's Neovim 0.7
-- block as the page gives it, opens the examples and files with errors, and
-- checks diagnostics, hover, completion and formatting through Neovim's own
-- LSP client. Only APIs Neovim 0.7 has (Debian 12's), so it runs there and
-- on every later version. Scripts/test-nvim.sh runs it:
--
--   nvim --headless -u NONE -i NONE -c "luafile Tests/LanguageServer/nvim/test.lua"
--
-- with LAYOUTRULES_ROOT (the package), LAYOUTC_PATH (the binary, also first
-- on PATH as `layoutc`, the name the snippet starts) and LAYOUTRULES_NVIM_TMP
-- (a scratch folder) set. Exits 0 when every check passes, else 1.

local root = assert(os.getenv("LAYOUTRULES_ROOT"), "LAYOUTRULES_ROOT is not set")
local layoutc = assert(os.getenv("LAYOUTC_PATH"), "LAYOUTC_PATH is not set")
local scratch = assert(os.getenv("LAYOUTRULES_NVIM_TMP"), "LAYOUTRULES_NVIM_TMP is not set")
local timeout = 20000
-- Buffers with changes may be left for the next file.
vim.o.hidden = true

local passed, failures = 0, {}

local function say(text)
  io.stdout:write(text .. "\n")
  io.stdout:flush()
end

-- Runs one named check; a Lua error inside it is its failure.
local function check(name, body)
  local ok, message = pcall(body)
  if ok then
    passed = passed + 1
    say("ok   " .. name)
  else
    table.insert(failures, name .. ": " .. tostring(message))
    say("FAIL " .. name .. ": " .. tostring(message))
  end
end

local function expect(condition, message)
  if not condition then error(message, 2) end
end

local function starts_with(text, prefix)
  return type(text) == "string" and text:sub(1, #prefix) == prefix
end

local function write_file(path, text)
  local file = assert(io.open(path, "w"))
  file:write(text)
  file:close()
end

local function read_file(path)
  local file = assert(io.open(path, "r"))
  local text = file:read("*a")
  file:close()
  return text
end

-- The ```lua block after docs/Editors.md's `<!-- nvim-setup 0.7` marker.
local function doc_snippet()
  local page = read_file(root .. "/docs/Editors.md")
  local marker = page:find("<!-- nvim-setup 0.7", 1, true)
  assert(marker, "docs/Editors.md has no '<!-- nvim-setup 0.7' marker")
  local first = page:find("```lua\n", marker, true)
  local last = first and page:find("\n```\n", first, true)
  assert(first and last, "no ```lua block after the marker in docs/Editors.md")
  return page:sub(first + #"```lua\n", last)
end

-- Every `textDocument/publishDiagnostics` Neovim receives is counted per URI,
-- so a check can wait for the server's answer to an open or a change, even
-- when the answer is "no diagnostics".
local published = {}
local default_publish = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, context, config)
  if result and result.uri then published[result.uri] = (published[result.uri] or 0) + 1 end
  return default_publish(err, result, context, config)
end

-- Neovim 0.10 renamed the client lists; 0.7 has only the old names.
local function clients(filter)
  if vim.lsp.get_clients then return vim.lsp.get_clients(filter) end
  return filter.bufnr and vim.lsp.buf_get_clients(filter.bufnr) or vim.lsp.get_active_clients()
end

local function layoutc_client(buf)
  local clients = clients({ bufnr = buf })
  for _, client in pairs(clients) do
    if client.name == "layoutc" then return client end
  end
  return nil
end

-- Opens a file the way a user does (`:edit`), so the snippet's autocommands
-- start or reuse the server; returns the buffer once the server has sent
-- the diagnostics for the opened text.
local function open(path)
  vim.cmd("edit! " .. vim.fn.fnameescape(path))
  local buf = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(buf)
  expect(vim.bo[buf].filetype == "layout", path .. ": filetype is '" .. vim.bo[buf].filetype .. "', not 'layout'")
  local attached = vim.wait(timeout, function() return layoutc_client(buf) ~= nil end, 10)
  expect(attached, path .. ": no layoutc client attached")
  local diagnosed = vim.wait(timeout, function() return (published[uri] or 0) > 0 end, 10)
  expect(diagnosed, path .. ": no publishDiagnostics within " .. timeout .. " ms")
  return buf
end

-- Replaces the buffer's lines (Neovim sends didChange) and waits for the
-- diagnostics of the new text.
local function set_lines(buf, lines)
  local uri = vim.uri_from_bufnr(buf)
  local before = published[uri] or 0
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  local diagnosed = vim.wait(timeout, function() return (published[uri] or 0) > before end, 10)
  expect(diagnosed, "no publishDiagnostics after a change")
end

local function request(buf, method, params)
  local responses, err = vim.lsp.buf_request_sync(buf, method, params, timeout)
  expect(responses, method .. ": no answer (" .. tostring(err) .. ")")
  local client = layoutc_client(buf)
  local response = responses[client.id]
  expect(response, method .. ": no answer from layoutc")
  expect(not response.err, method .. ": error " .. vim.inspect(response.err))
  return response.result
end

local function position(buf, line, character)
  return { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = character } }
end

-- The 0-based line and UTF-16 column of `needle`'s first occurrence, plus `shift`.
local function find(buf, needle, shift)
  for index, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local column = line:find(needle, 1, true)
    if column then
      local byte = column - 1 + (shift or 0)
      -- Neovim 0.11 put the encoding first.
      local utf16 = vim.fn.has("nvim-0.11") == 1 and vim.str_utfindex(line, "utf-16", byte)
        or vim.str_utfindex(line, byte)
      return index - 1, utf16
    end
  end
  error("'" .. needle .. "' is not in the buffer")
end

local function hover(buf, needle, shift)
  local line, character = find(buf, needle, shift)
  local result = request(buf, "textDocument/hover", position(buf, line, character))
  expect(result and result.contents, "no hover at '" .. needle .. "' + " .. (shift or 0))
  return result.contents.value or result.contents
end

local function completion_labels(buf, line, character)
  local result = request(buf, "textDocument/completion", position(buf, line, character))
  local labels = {}
  for _, item in ipairs((result and result.items) or result or {}) do labels[item.label] = true end
  return labels
end

-- `layoutc check --format json` on a file, decoded.
local function cli_diagnostics(path)
  local output = vim.fn.system({ layoutc, "check", "--format", "json", path })
  if output == "" then return {} end
  return vim.fn.json_decode(output)
end

local function run()
  local version = vim.version()
  say(string.format("Neovim %d.%d.%d, layoutc %s", version.major, version.minor, version.patch, layoutc))

  check("docs/Editors.md's Neovim 0.7 block loads", function()
    local chunk, problem = loadstring(doc_snippet(), "docs/Editors.md (nvim-setup 0.7)")
    expect(chunk, tostring(problem))
    chunk()
  end)

  local examples = vim.fn.glob(root .. "/Examples/**/*.layout", false, true)
  check("every example: the diagnostics layoutc check reports (" .. #examples .. " files)", function()
    expect(#examples > 0, "no examples found")
    for _, path in ipairs(examples) do
      local buf = open(path)
      local got, want = #vim.diagnostic.get(buf), #cli_diagnostics(path)
      expect(got == want, path .. ": " .. got .. " diagnostics in Neovim, layoutc check has " .. want)
    end
  end)

  -- Two errors, one after a multi-byte character: Neovim's columns count
  -- bytes, so they are layoutc's columns minus 1 once UTF-16 is converted.
  local broken_path = scratch .. "/broken.layout"
  write_file(broken_path, "/* é */ @media (widht >= 400) { traits { columns: 2; } }\ntraits { a 1; }\n")
  check("a broken file: each error's line, column and message as layoutc check gives them", function()
    local buf = open(broken_path)
    local got = vim.diagnostic.get(buf)
    table.sort(got, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
    local want = cli_diagnostics(broken_path)
    expect(#want == 2, "layoutc check reports " .. #want .. " diagnostics, the test expects 2")
    expect(#got == #want, #got .. " diagnostics in Neovim, " .. #want .. " from layoutc check")
    for index, diagnostic in ipairs(want) do
      local seen = got[index]
      local where = string.format("%d:%d", seen.lnum + 1, seen.col + 1)
      expect(where == diagnostic.line .. ":" .. diagnostic.column,
        "at " .. where .. ", layoutc check says " .. diagnostic.line .. ":" .. diagnostic.column)
      -- The server adds the notes and fix-it on lines of their own.
      local first_line = vim.split(seen.message, "\n", true)[1]
      expect(first_line == diagnostic.message, "'" .. first_line .. "' is not '" .. diagnostic.message .. "'")
      expect(seen.severity == vim.diagnostic.severity.ERROR, "not an error: " .. vim.inspect(seen))
    end
    expect(got[1].lnum == 0 and got[1].col == #"/* é */ @media (", "the first error is not at 'widht'")
    expect(starts_with(got[1].message, "unknown feature 'widht'"), "first message: " .. got[1].message)
  end)

  check("hover on a feature name in an @media header is the feature's documentation", function()
    local buf = open(root .. "/Examples/PhotoApp.layout")
    -- On the name's first character (where `w` leaves the cursor), in its middle, on its last.
    for _, shift in ipairs({ 1, 3, 5 }) do
      local text = hover(buf, "(width >= 1024)", shift)
      expect(starts_with(text, "**width** — "), "at 'width' + " .. shift .. ": " .. text:sub(1, 120))
    end
    local text = hover(buf, "(idiom: mac)", 1)
    expect(starts_with(text, "**idiom** — "), "at 'idiom': " .. text:sub(1, 120))
  end)

  check("hover on the @media keyword lists the devices the header matches", function()
    local buf = open(root .. "/Examples/PhotoApp.layout")
    local text = hover(buf, "@media (--large-pad), (idiom: mac)", 1)
    expect(text:find("matches **", 1, true), "no device count: " .. text:sub(1, 200))
    expect(text:find("\n- iPad", 1, true), "no iPad listed: " .. text:sub(1, 200))
  end)

  local elsewhere_path = scratch .. "/error-elsewhere.layout"
  write_file(elsewhere_path,
    "@custom-media --typo (widht > 1);\n@media (width >= 600) { traits { wide: true; } }\n")
  check("hover on @media: an error outside the query leaves the device list", function()
    local buf = open(elsewhere_path)
    expect(#vim.diagnostic.get(buf) > 0, "the file was meant to have an error")
    local text = hover(buf, "@media", 1)
    expect(text:find("matches **", 1, true), "no device list: " .. text:sub(1, 200))
  end)

  check("completion offers 'width' after '(' and in a feature position", function()
    local buf = open(broken_path)
    set_lines(buf, { "@media (" })
    expect(completion_labels(buf, 0, #"@media (")["width"], "no 'width' after '@media ('")
    set_lines(buf, { "@media (height > 1) and (wi" })
    expect(completion_labels(buf, 0, #"@media (height > 1) and (wi")["width"], "no 'width' for '(wi'")
  end)

  -- Mail.layout with its indentation and spacing undone.
  local messy_path = scratch .. "/messy.layout"
  local messy = read_file(root .. "/Examples/Mail.layout"):gsub("\n +", "\n"):gsub(": ", ":"):gsub(" {", "{")
  write_file(messy_path, messy)
  check("formatting: Neovim's buffer after the edits is layoutc fmt's output", function()
    local buf = open(messy_path)
    local want = vim.fn.system({ layoutc, "fmt", messy_path })
    expect(vim.v.shell_error == 0, "layoutc fmt failed: " .. want)
    expect(want ~= messy, "the messy file is already formatted")
    local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, options = { tabSize = 2, insertSpaces = true } }
    local edits = request(buf, "textDocument/formatting", params)
    expect(edits and #edits > 0, "no edits")
    vim.lsp.util.apply_text_edits(edits, buf, layoutc_client(buf).offset_encoding)
    local got = table.concat(vim.api.nvim_buf_get_lines(buf, 0, -1, false), "\n") .. "\n"
    expect(got == want, "the formatted buffer differs from layoutc fmt:\n" .. got)
  end)

  check("one server per project root, and each stops on request", function()
    local stopped = 0
    for _, client in pairs(clients({})) do
      if client.name == "layoutc" then
        local id = client.id
        vim.lsp.stop_client(id)
        expect(vim.wait(timeout, function() return vim.lsp.get_client_by_id(id) == nil end, 10), "layoutc did not stop")
        stopped = stopped + 1
      end
    end
    -- The snippet starts one server per project: the package's (the
    -- examples) and the scratch folder's (no Package.swift above it).
    expect(stopped == 2, stopped .. " layoutc servers ran, not 2")
  end)
end

local ok, problem = pcall(run)
if not ok then table.insert(failures, "the test itself: " .. tostring(problem)) end
if #failures == 0 then
  say(string.format("Neovim client: all %d checks passed", passed))
  vim.cmd("qall!")
else
  say(string.format("Neovim client: %d passed, %d FAILED", passed, #failures))
  for _, failure in ipairs(failures) do say("  - " .. failure) end
  vim.cmd("cquit 1")
end
