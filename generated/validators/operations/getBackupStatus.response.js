// DO NOT EDIT: generated from schemas/openapi.yaml (getBackupStatus response) by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"type":"object","required":["data"],"additionalProperties":false,"properties":{"data":{"$ref":"https://schemas.vitrina.local/entities/backup-status.schema.json"}},"$id":"https://schemas.vitrina.local/operations/getBackupStatus.response.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"BackupStatus","description":"The backups as /admin shows them (issue 24, decision 060): the last that succeeded, a failure since, and whether a day has passed without one.","type":"object","properties":{"lastSucceeded":{"anyOf":[{"type":"null"},{"type":"object","properties":{"finishedAt":{"type":"string","format":"date-time","maxLength":40},"file":{"type":"string","maxLength":255},"size":{"type":"integer","minimum":0,"maximum":1000000000000000},"trigger":{"enum":["daily","command","reset"]}},"required":["finishedAt","file","size","trigger"],"additionalProperties":false}]},"lastFailed":{"description":"The newest failed backup after the last that succeeded.","anyOf":[{"type":"null"},{"type":"object","properties":{"finishedAt":{"type":"string","format":"date-time","maxLength":40},"error":{"type":"string","maxLength":2000}},"required":["finishedAt","error"],"additionalProperties":false}]},"isOverdue":{"description":"No backup succeeded within the last 24 hours.","type":"boolean"},"isScheduled":{"description":"The server takes a daily backup (BACKUP_KEEP above 0).","type":"boolean"},"keep":{"type":"integer","minimum":0,"maximum":100000}},"required":["lastSucceeded","lastFailed","isOverdue","isScheduled","keep"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/backup-status.schema.json"};
const formats0 = __cjs(__m0).fullFormats["date-time"];
const func0 = __cjs(__m1).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/operations/getBackupStatus.response.json" */;
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
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "data")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.data !== undefined){
let data0 = data.data;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.lastSucceeded === undefined){
const err2 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/required",keyword:"required",params:{missingProperty: "lastSucceeded"},message:"must have required property '"+"lastSucceeded"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.lastFailed === undefined){
const err3 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/required",keyword:"required",params:{missingProperty: "lastFailed"},message:"must have required property '"+"lastFailed"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.isOverdue === undefined){
const err4 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/required",keyword:"required",params:{missingProperty: "isOverdue"},message:"must have required property '"+"isOverdue"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.isScheduled === undefined){
const err5 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/required",keyword:"required",params:{missingProperty: "isScheduled"},message:"must have required property '"+"isScheduled"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.keep === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/required",keyword:"required",params:{missingProperty: "keep"},message:"must have required property '"+"keep"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data0){
if(!(((((key1 === "lastSucceeded") || (key1 === "lastFailed")) || (key1 === "isOverdue")) || (key1 === "isScheduled")) || (key1 === "keep"))){
const err7 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.lastSucceeded !== undefined){
let data1 = data0.lastSucceeded;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(data1 !== null){
const err8 = {instancePath:instancePath+"/data/lastSucceeded",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
const _errs10 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.finishedAt === undefined){
const err9 = {instancePath:instancePath+"/data/lastSucceeded",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.file === undefined){
const err10 = {instancePath:instancePath+"/data/lastSucceeded",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.size === undefined){
const err11 = {instancePath:instancePath+"/data/lastSucceeded",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data1.trigger === undefined){
const err12 = {instancePath:instancePath+"/data/lastSucceeded",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/required",keyword:"required",params:{missingProperty: "trigger"},message:"must have required property '"+"trigger"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
for(const key2 in data1){
if(!((((key2 === "finishedAt") || (key2 === "file")) || (key2 === "size")) || (key2 === "trigger"))){
const err13 = {instancePath:instancePath+"/data/lastSucceeded",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.finishedAt !== undefined){
let data2 = data1.finishedAt;
if(typeof data2 === "string"){
if(func0(data2) > 40){
const err14 = {instancePath:instancePath+"/data/lastSucceeded/finishedAt",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/finishedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.validate(data2))){
const err15 = {instancePath:instancePath+"/data/lastSucceeded/finishedAt",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data/lastSucceeded/finishedAt",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data1.file !== undefined){
let data3 = data1.file;
if(typeof data3 === "string"){
if(func0(data3) > 255){
const err17 = {instancePath:instancePath+"/data/lastSucceeded/file",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/file/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/data/lastSucceeded/file",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data1.size !== undefined){
let data4 = data1.size;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err19 = {instancePath:instancePath+"/data/lastSucceeded/size",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000000000000000 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/data/lastSucceeded/size",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000000000},message:"must be <= 1000000000000000"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/data/lastSucceeded/size",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
if(data1.trigger !== undefined){
let data5 = data1.trigger;
if(!(((data5 === "daily") || (data5 === "command")) || (data5 === "reset"))){
const err22 = {instancePath:instancePath+"/data/lastSucceeded/trigger",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/properties/trigger/enum",keyword:"enum",params:{allowedValues: schema1.properties.lastSucceeded.anyOf[1].properties.trigger.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/data/lastSucceeded",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err24 = {instancePath:instancePath+"/data/lastSucceeded",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastSucceeded/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data0.lastFailed !== undefined){
let data6 = data0.lastFailed;
const _errs21 = errors;
let valid5 = false;
const _errs22 = errors;
if(data6 !== null){
const err25 = {instancePath:instancePath+"/data/lastFailed",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid1 = _errs22 === errors;
valid5 = valid5 || _valid1;
const _errs24 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.finishedAt === undefined){
const err26 = {instancePath:instancePath+"/data/lastFailed",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/required",keyword:"required",params:{missingProperty: "finishedAt"},message:"must have required property '"+"finishedAt"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.error === undefined){
const err27 = {instancePath:instancePath+"/data/lastFailed",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key3 in data6){
if(!((key3 === "finishedAt") || (key3 === "error"))){
const err28 = {instancePath:instancePath+"/data/lastFailed",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data6.finishedAt !== undefined){
let data7 = data6.finishedAt;
if(typeof data7 === "string"){
if(func0(data7) > 40){
const err29 = {instancePath:instancePath+"/data/lastFailed/finishedAt",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/properties/finishedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats0.validate(data7))){
const err30 = {instancePath:instancePath+"/data/lastFailed/finishedAt",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/properties/finishedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/data/lastFailed/finishedAt",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/properties/finishedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data6.error !== undefined){
let data8 = data6.error;
if(typeof data8 === "string"){
if(func0(data8) > 2000){
const err32 = {instancePath:instancePath+"/data/lastFailed/error",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/properties/error/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/data/lastFailed/error",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/data/lastFailed",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid1 = _errs24 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err35 = {instancePath:instancePath+"/data/lastFailed",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/lastFailed/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data0.isOverdue !== undefined){
if(typeof data0.isOverdue !== "boolean"){
const err36 = {instancePath:instancePath+"/data/isOverdue",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/isOverdue/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data0.isScheduled !== undefined){
if(typeof data0.isScheduled !== "boolean"){
const err37 = {instancePath:instancePath+"/data/isScheduled",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/isScheduled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data0.keep !== undefined){
let data11 = data0.keep;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err38 = {instancePath:instancePath+"/data/keep",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/keep/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 100000 || isNaN(data11)){
const err39 = {instancePath:instancePath+"/data/keep",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/keep/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err40 = {instancePath:instancePath+"/data/keep",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/properties/keep/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err41 = {instancePath:instancePath+"/data",schemaPath:"https://schemas.vitrina.local/entities/backup-status.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

