// DO NOT EDIT: generated from schemas/entities/backup-manifest.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BackupManifest","description":"What a backup archive holds (issue 24, decision 060): written as manifest.json beside the database dump and the media files, and checked file by file before a restore changes anything.","type":"object","properties":{"format":{"const":1},"app":{"type":"object","properties":{"name":{"type":"string","maxLength":64},"version":{"type":"string","maxLength":64}},"required":["name","version"],"additionalProperties":false},"createdAt":{"type":"string","format":"date-time","maxLength":40},"database":{"type":"object","properties":{"kind":{"enum":["pglite","postgres"]},"serverVersion":{"description":"The PostgreSQL major version the dump was taken from.","type":"integer","minimum":10,"maximum":1000},"file":{"$ref":"./backup-file.schema.json"},"migrations":{"description":"How many of the project's migrations the database had applied, and the last one's hash.","type":"object","properties":{"count":{"type":"integer","minimum":0,"maximum":100000},"lastHash":{"type":"string","maxLength":128}},"required":["count","lastHash"],"additionalProperties":false},"rowCounts":{"description":"Rows of every table of the public schema, counted in the dump's own snapshot.","type":"object","propertyNames":{"pattern":"^[a-z_][a-z0-9_]{0,62}$"},"additionalProperties":{"type":"integer","minimum":0,"maximum":1000000000000},"maxProperties":1000}},"required":["kind","serverVersion","file","migrations","rowCounts"],"additionalProperties":false},"media":{"description":"Every media file, by its path under the media directory.","type":"array","items":{"$ref":"./backup-file.schema.json"},"maxItems":10000000}},"required":["format","app","createdAt","database","media"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/backup-manifest.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BackupFile","description":"One file of a backup archive: its path inside the archive's folder, size and SHA-256.","type":"object","properties":{"path":{"description":"Relative, forward slashes, no `..` segment and no leading slash.","type":"string","minLength":1,"maxLength":1024,"pattern":"^(?!/)(?!.*(?:^|/)\\.\\.?(?:/|$))[^\\\\\\u0000]+$"},"size":{"type":"integer","minimum":0,"maximum":1000000000000000},"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$"}},"required":["path","size","sha256"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/backup-file.schema.json"};
const func0 = __cjs(__m1).default;
const formats0 = __cjs(__m0).fullFormats["date-time"];
const pattern0 = new RegExp("^(?!/)(?!.*(?:^|/)\\.\\.?(?:/|$))[^\\\\\\u0000]+$", "u");
const pattern1 = new RegExp("^[0-9a-f]{64}$", "u");
const pattern2 = new RegExp("^[a-z_][a-z0-9_]{0,62}$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/backup-manifest.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.app === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "app"},message:"must have required property '"+"app"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.createdAt === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.database === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "database"},message:"must have required property '"+"database"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.media === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "media"},message:"must have required property '"+"media"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "format") || (key0 === "app")) || (key0 === "createdAt")) || (key0 === "database")) || (key0 === "media"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.format !== undefined){
if(1 !== data.format){
const err6 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.app !== undefined){
let data1 = data.app;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.name === undefined){
const err7 = {instancePath:instancePath+"/app",schemaPath:"#/properties/app/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.version === undefined){
const err8 = {instancePath:instancePath+"/app",schemaPath:"#/properties/app/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data1){
if(!((key1 === "name") || (key1 === "version"))){
const err9 = {instancePath:instancePath+"/app",schemaPath:"#/properties/app/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data1.name !== undefined){
let data2 = data1.name;
if(typeof data2 === "string"){
if(func0(data2) > 64){
const err10 = {instancePath:instancePath+"/app/name",schemaPath:"#/properties/app/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/app/name",schemaPath:"#/properties/app/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.version !== undefined){
let data3 = data1.version;
if(typeof data3 === "string"){
if(func0(data3) > 64){
const err12 = {instancePath:instancePath+"/app/version",schemaPath:"#/properties/app/properties/version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/app/version",schemaPath:"#/properties/app/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/app",schemaPath:"#/properties/app/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data4 = data.createdAt;
if(typeof data4 === "string"){
if(func0(data4) > 40){
const err15 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(formats0.validate(data4))){
const err16 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.database !== undefined){
let data5 = data.database;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.kind === undefined){
const err18 = {instancePath:instancePath+"/database",schemaPath:"#/properties/database/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.serverVersion === undefined){
const err19 = {instancePath:instancePath+"/database",schemaPath:"#/properties/database/required",keyword:"required",params:{missingProperty: "serverVersion"},message:"must have required property '"+"serverVersion"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.file === undefined){
const err20 = {instancePath:instancePath+"/database",schemaPath:"#/properties/database/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5.migrations === undefined){
const err21 = {instancePath:instancePath+"/database",schemaPath:"#/properties/database/required",keyword:"required",params:{missingProperty: "migrations"},message:"must have required property '"+"migrations"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5.rowCounts === undefined){
const err22 = {instancePath:instancePath+"/database",schemaPath:"#/properties/database/required",keyword:"required",params:{missingProperty: "rowCounts"},message:"must have required property '"+"rowCounts"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key2 in data5){
if(!(((((key2 === "kind") || (key2 === "serverVersion")) || (key2 === "file")) || (key2 === "migrations")) || (key2 === "rowCounts"))){
const err23 = {instancePath:instancePath+"/database",schemaPath:"#/properties/database/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.kind !== undefined){
let data6 = data5.kind;
if(!((data6 === "pglite") || (data6 === "postgres"))){
const err24 = {instancePath:instancePath+"/database/kind",schemaPath:"#/properties/database/properties/kind/enum",keyword:"enum",params:{allowedValues: schema0.properties.database.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.serverVersion !== undefined){
let data7 = data5.serverVersion;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err25 = {instancePath:instancePath+"/database/serverVersion",schemaPath:"#/properties/database/properties/serverVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1000 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/database/serverVersion",schemaPath:"#/properties/database/properties/serverVersion/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7 < 10 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/database/serverVersion",schemaPath:"#/properties/database/properties/serverVersion/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data5.file !== undefined){
let data8 = data5.file;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.path === undefined){
const err28 = {instancePath:instancePath+"/database/file",schemaPath:"./backup-file.schema.json/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8.size === undefined){
const err29 = {instancePath:instancePath+"/database/file",schemaPath:"./backup-file.schema.json/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8.sha256 === undefined){
const err30 = {instancePath:instancePath+"/database/file",schemaPath:"./backup-file.schema.json/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key3 in data8){
if(!(((key3 === "path") || (key3 === "size")) || (key3 === "sha256"))){
const err31 = {instancePath:instancePath+"/database/file",schemaPath:"./backup-file.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.path !== undefined){
let data9 = data8.path;
if(typeof data9 === "string"){
if(func0(data9) > 1024){
const err32 = {instancePath:instancePath+"/database/file/path",schemaPath:"./backup-file.schema.json/properties/path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func0(data9) < 1){
const err33 = {instancePath:instancePath+"/database/file/path",schemaPath:"./backup-file.schema.json/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern0.test(data9)){
const err34 = {instancePath:instancePath+"/database/file/path",schemaPath:"./backup-file.schema.json/properties/path/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(?:^|/)\\.\\.?(?:/|$))[^\\\\\\u0000]+$"},message:"must match pattern \""+"^(?!/)(?!.*(?:^|/)\\.\\.?(?:/|$))[^\\\\\\u0000]+$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/database/file/path",schemaPath:"./backup-file.schema.json/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data8.size !== undefined){
let data10 = data8.size;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err36 = {instancePath:instancePath+"/database/file/size",schemaPath:"./backup-file.schema.json/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 1000000000000000 || isNaN(data10)){
const err37 = {instancePath:instancePath+"/database/file/size",schemaPath:"./backup-file.schema.json/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000},message:"must be <= 1000000000000000"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/database/file/size",schemaPath:"./backup-file.schema.json/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data8.sha256 !== undefined){
let data11 = data8.sha256;
if(typeof data11 === "string"){
if(!pattern1.test(data11)){
const err39 = {instancePath:instancePath+"/database/file/sha256",schemaPath:"./backup-file.schema.json/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/database/file/sha256",schemaPath:"./backup-file.schema.json/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/database/file",schemaPath:"./backup-file.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data5.migrations !== undefined){
let data12 = data5.migrations;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.count === undefined){
const err42 = {instancePath:instancePath+"/database/migrations",schemaPath:"#/properties/database/properties/migrations/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data12.lastHash === undefined){
const err43 = {instancePath:instancePath+"/database/migrations",schemaPath:"#/properties/database/properties/migrations/required",keyword:"required",params:{missingProperty: "lastHash"},message:"must have required property '"+"lastHash"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key4 in data12){
if(!((key4 === "count") || (key4 === "lastHash"))){
const err44 = {instancePath:instancePath+"/database/migrations",schemaPath:"#/properties/database/properties/migrations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data12.count !== undefined){
let data13 = data12.count;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err45 = {instancePath:instancePath+"/database/migrations/count",schemaPath:"#/properties/database/properties/migrations/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 100000 || isNaN(data13)){
const err46 = {instancePath:instancePath+"/database/migrations/count",schemaPath:"#/properties/database/properties/migrations/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err47 = {instancePath:instancePath+"/database/migrations/count",schemaPath:"#/properties/database/properties/migrations/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data12.lastHash !== undefined){
let data14 = data12.lastHash;
if(typeof data14 === "string"){
if(func0(data14) > 128){
const err48 = {instancePath:instancePath+"/database/migrations/lastHash",schemaPath:"#/properties/database/properties/migrations/properties/lastHash/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/database/migrations/lastHash",schemaPath:"#/properties/database/properties/migrations/properties/lastHash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/database/migrations",schemaPath:"#/properties/database/properties/migrations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data5.rowCounts !== undefined){
let data15 = data5.rowCounts;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(Object.keys(data15).length > 1000){
const err51 = {instancePath:instancePath+"/database/rowCounts",schemaPath:"#/properties/database/properties/rowCounts/maxProperties",keyword:"maxProperties",params:{limit: 1000},message:"must NOT have more than 1000 properties"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key5 in data15){
const _errs37 = errors;
if(typeof key5 === "string"){
if(!pattern2.test(key5)){
const err52 = {instancePath:instancePath+"/database/rowCounts",schemaPath:"#/properties/database/properties/rowCounts/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[a-z_][a-z0-9_]{0,62}$"},message:"must match pattern \""+"^[a-z_][a-z0-9_]{0,62}$"+"\"",propertyName:key5};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
var valid6 = _errs37 === errors;
if(!valid6){
const err53 = {instancePath:instancePath+"/database/rowCounts",schemaPath:"#/properties/database/properties/rowCounts/propertyNames",keyword:"propertyNames",params:{propertyName: key5},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
for(const key6 in data15){
let data16 = data15[key6];
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err54 = {instancePath:instancePath+"/database/rowCounts/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/database/properties/rowCounts/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 1000000000000 || isNaN(data16)){
const err55 = {instancePath:instancePath+"/database/rowCounts/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/database/properties/rowCounts/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000},message:"must be <= 1000000000000"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err56 = {instancePath:instancePath+"/database/rowCounts/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/database/properties/rowCounts/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
}
else {
const err57 = {instancePath:instancePath+"/database/rowCounts",schemaPath:"#/properties/database/properties/rowCounts/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/database",schemaPath:"#/properties/database/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.media !== undefined){
let data17 = data.media;
if(Array.isArray(data17)){
if(data17.length > 10000000){
const err59 = {instancePath:instancePath+"/media",schemaPath:"#/properties/media/maxItems",keyword:"maxItems",params:{limit: 10000000},message:"must NOT have more than 10000000 items"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const len0 = data17.length;
for(let i0=0; i0<len0; i0++){
let data18 = data17[i0];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.path === undefined){
const err60 = {instancePath:instancePath+"/media/" + i0,schemaPath:"./backup-file.schema.json/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data18.size === undefined){
const err61 = {instancePath:instancePath+"/media/" + i0,schemaPath:"./backup-file.schema.json/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data18.sha256 === undefined){
const err62 = {instancePath:instancePath+"/media/" + i0,schemaPath:"./backup-file.schema.json/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
for(const key7 in data18){
if(!(((key7 === "path") || (key7 === "size")) || (key7 === "sha256"))){
const err63 = {instancePath:instancePath+"/media/" + i0,schemaPath:"./backup-file.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data18.path !== undefined){
let data19 = data18.path;
if(typeof data19 === "string"){
if(func0(data19) > 1024){
const err64 = {instancePath:instancePath+"/media/" + i0+"/path",schemaPath:"./backup-file.schema.json/properties/path/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(func0(data19) < 1){
const err65 = {instancePath:instancePath+"/media/" + i0+"/path",schemaPath:"./backup-file.schema.json/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(!pattern0.test(data19)){
const err66 = {instancePath:instancePath+"/media/" + i0+"/path",schemaPath:"./backup-file.schema.json/properties/path/pattern",keyword:"pattern",params:{pattern: "^(?!/)(?!.*(?:^|/)\\.\\.?(?:/|$))[^\\\\\\u0000]+$"},message:"must match pattern \""+"^(?!/)(?!.*(?:^|/)\\.\\.?(?:/|$))[^\\\\\\u0000]+$"+"\""};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/media/" + i0+"/path",schemaPath:"./backup-file.schema.json/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data18.size !== undefined){
let data20 = data18.size;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err68 = {instancePath:instancePath+"/media/" + i0+"/size",schemaPath:"./backup-file.schema.json/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 1000000000000000 || isNaN(data20)){
const err69 = {instancePath:instancePath+"/media/" + i0+"/size",schemaPath:"./backup-file.schema.json/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000},message:"must be <= 1000000000000000"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err70 = {instancePath:instancePath+"/media/" + i0+"/size",schemaPath:"./backup-file.schema.json/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
if(data18.sha256 !== undefined){
let data21 = data18.sha256;
if(typeof data21 === "string"){
if(!pattern1.test(data21)){
const err71 = {instancePath:instancePath+"/media/" + i0+"/sha256",schemaPath:"./backup-file.schema.json/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/media/" + i0+"/sha256",schemaPath:"./backup-file.schema.json/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/media/" + i0,schemaPath:"./backup-file.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/media",schemaPath:"#/properties/media/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

